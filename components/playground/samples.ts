/**
 * Example inputs the consoles start with, so a first-time visitor can press the run button and see a real
 * result before pasting their own CV. The person and employer are fictional; every figure is in the text itself.
 */
export const SAMPLE_CV = `Jane Doe — Data Analyst
jane.doe@example.com · +44 7700 900123 · London, UK

Profile
Data analyst with 5 years of experience turning sales and marketing data into decisions.

Experience
Data Analyst, Acme Retail (fictional), London — 2020 to present
- Built Power BI dashboards used weekly by 200 store and regional managers.
- Automated the monthly reporting pack in Python (pandas), saving 20 hours a month.
- Wrote SQL (PostgreSQL, BigQuery) models that cut finance month-end queries from 2 days to 3 hours.

Junior Analyst, Northwind Traders (fictional), Leeds — 2019 to 2020
- Cleaned and reconciled 1.2 million transaction rows in Excel and SQL for the annual audit.

Skills
SQL, Python, pandas, Excel, Power BI, Tableau

Education
BSc Mathematics, University of Leeds, 2019`;

export const SAMPLE_JD = `Data Analyst — Globex Insights (fictional), London (hybrid)

You will turn commercial data into decisions for our retail clients.

Requirements
- 3+ years of experience as a data analyst
- Strong SQL and Python
- Tableau or Power BI dashboards
- Statistics and A/B testing
- Stakeholder management: presenting findings to non-technical teams

Salary: GBP 45,000 - 55,000`;

export const SAMPLE_ROLE = "Data Analyst";
