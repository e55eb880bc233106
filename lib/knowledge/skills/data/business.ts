/**
 * Business skills: finance and accounting, sales, marketing, HR, management, legal, operations.
 * Names follow ESCO v1.2 skills/competences and O*NET 28 work activities. Format: see software.ts.
 */
export const BUSINESS = `
## finance|Accounting|2
Accounting|bookkeeping and accounting,Rechnungswesen|2|Bookkeeping
Bookkeeping|book-keeping,Buchhaltung,comptabilité,contabilidad|1
Financial accounting||3
Management accounting|cost accounting|3
Accounts payable|AP|1
Accounts receivable|AR|1
General ledger|GL|2
Bank reconciliation|reconciliations,account reconciliation,Reconciliation|1
Month-end close|month end close,period close|2
Year-end closing|year end close|2
Financial reporting|financial statements|3
Consolidation|financial consolidation|3
IFRS|International Financial Reporting Standards|4|5
US GAAP|GAAP|4|5
HGB|German GAAP|4
Payroll|payroll processing,payroll administration|2
Tax preparation|tax returns|3
Tax compliance||3
Corporate tax||4
VAT|value added tax,sales tax,TVA,IVA,MwSt,Umsatzsteuer|2
Transfer pricing||4
Auditing||3
Internal audit||3
External audit||3
Internal controls|SOX,Sarbanes-Oxley|3
Fixed asset accounting|fixed assets|2
Revenue recognition|ASC 606,IFRS 15|3
Lease accounting|IFRS 16,ASC 842|3
Inventory accounting||2
Accruals||2
Invoicing|billing|1
Expense management|expense reports|1
Credit control||2
Cash management|cash flow management|3
Treasury management|treasury|4
QuickBooks|QuickBooks Online|1
Xero||1
Sage Accounting|Sage 50,Sage|1
DATEV||2
Tally|Tally ERP|1
FreshBooks||1
BlackLine||2
Concur|SAP Concur|1
Oracle Hyperion|Hyperion|3
Anaplan||3
Adaptive Insights|Workday Adaptive Planning|2
## finance|Finance and investment|3
Financial analysis||3|5
Financial modeling|financial modelling|4|8|Microsoft Excel
Budgeting|budget management,budget planning|2
Forecasting financial performance|financial forecasting|3
FP&A|financial planning and analysis|3|5
Variance analysis||2
Cost analysis|cost control|2
Valuation|company valuation,DCF,discounted cash flow|4|8
Mergers and acquisitions|M&A|5|12
Due diligence||4
Investment banking||5|15
Equity research||4
Portfolio management||4|8
Asset management||4
Wealth management||3
Risk management|enterprise risk management,ERM|3|5
Credit risk|credit analysis|3
Market risk||4
Operational risk||3
Liquidity risk||4
Basel III|Basel regulations|4
Anti-money laundering|AML|3
Know your customer|KYC|2
Regulatory compliance||3
Financial regulation||3
Fund accounting||3
Derivatives||4
Fixed income||4
Equities trading|Trading|4
Quantitative analysis|quant|5|12
Actuarial science|actuarial analysis|5
Underwriting|insurance underwriting|3
Claims handling|insurance claims|2
Insurance||2
Loan processing|mortgage processing|2
Credit underwriting||3
Banking operations|retail banking|2
Payments|payment processing|3
Capital markets||4
Private equity||5|12
Venture capital||4
Corporate finance||4
Bloomberg Terminal|Bloomberg|2
Reuters Eikon|Refinitiv Eikon,Refinitiv|2
FactSet||2
Capital IQ|S&P Capital IQ|2
Procurement|purchasing,sourcing|2
Strategic sourcing||3
Vendor management|supplier management|2
Contract negotiation||3
Spend analysis||2
## business|Sales|2
Sales|selling|2
B2B sales|business-to-business sales|3
B2C sales||2
Enterprise sales||4|8
Inside sales||2
Field sales|outside sales|2
Solution selling|consultative selling|3
SPIN selling||2
Challenger sale||3
Sales prospecting|prospecting|2
Lead generation|lead gen|2
Cold calling||1
Cold emailing|outbound email|1
Pipeline management|sales pipeline|2
Account management|key account management,KAM|3
Customer success||2
Business development|biz dev,BD|3|5
Sales forecasting||3
Territory management||2
Negotiation|negotiation skills|3
Closing deals|deal closing|2
Upselling|cross-selling|1
Quota attainment||2
Sales operations|sales ops,revenue operations,RevOps|3
Channel sales|partner sales|3
Retail sales||1
Merchandising|visual merchandising|2
Point of sale|POS systems,POS,Point of sale systems|1
Cash handling|cashiering|1
Customer service|customer support,client service,Kundenservice,service client,atención al cliente|1
Customer relationship management|CRM|2|Salesforce
Client relationship management|relationship management|2
Complaint handling|complaints resolution|1
Call center operations|contact center,call centre|1
Zendesk||1
Freshdesk||1
Intercom||1
Outreach.io|Outreach|1
Salesloft||1
Gong|Gong.io|1
LinkedIn Sales Navigator|Sales Navigator|1
Tendering|bid management,RFP responses|3
Pricing strategy|pricing|3
## business|Marketing|2
Marketing|marketing strategy|3
Digital marketing|online marketing|2|3
Content marketing||2
Content strategy||3
Content creation||2
Copywriting|copy writing|2
Social media marketing|SMM,social media|2
Social media management||1
Community management||2
Influencer marketing||2
Email marketing|email campaigns,e-mail marketing,e-mail campaigns|2
Marketing automation||2
Search engine optimization|SEO,search engine optimisation|2|3
Search engine marketing|SEM|2
Pay-per-click advertising|PPC,paid search,pay-per-click,pay per click|2
Google Ads|Google AdWords,AdWords|2
Facebook Ads|Meta Ads|2
LinkedIn Ads||2
Programmatic advertising|programmatic|3
Performance marketing||3
Growth marketing|growth hacking|3
Affiliate marketing||2
Conversion rate optimization|CRO|3
Marketing analytics||3
Attribution modeling|marketing attribution|3
Brand management|branding|3
Brand strategy||3
Product marketing||3|5
Go-to-market strategy|GTM strategy,go to market|3
Market research||2
Competitive analysis|competitor analysis|2
Customer segmentation|segmentation|2
Customer journey mapping|journey mapping|2
Public relations|PR|3
Media relations|press relations|2
Event management|event planning|2
Trade shows||1
Sponsorship management||2
Campaign management|campaign planning|2
Marketing communications|marcom,marcomms|2
Internal communications||2
Corporate communications||3
Crisis communications|Crisis communication|3
Mailchimp||1
Marketo|Adobe Marketo|2
Pardot|Salesforce Pardot,Account Engagement|2
Hootsuite||1
Buffer||1
Semrush|SEMrush|1
Ahrefs||1
Google Tag Manager|GTM|2
Google Search Console||1
Hotjar||1
Canva||1
Video marketing||2
Podcast production|podcasting|2
E-commerce|ecommerce,online retail|2
Marketplace management|Amazon Seller Central|2
Loyalty programs||2
## business|Human resources|2
Human resources|HR,human resource management,HRM|2
Recruitment|Hiring|2
Talent acquisition|TA|2
Technical recruiting|tech recruiting|3
Executive search|headhunting|3
Sourcing candidates|candidate sourcing,talent sourcing|2
Interviewing|candidate interviewing,interviews|2
Behavioral interviewing|competency-based interviewing|2
Onboarding|employee onboarding|1
Offboarding||1
Employee relations|ER|3
Labor relations|industrial relations,union relations|3
Employment law|labour law|4
Performance management|performance appraisals|3
Compensation and benefits|C&B,total rewards|3|4
Benefits administration||2
Job evaluation|job grading|3
HR analytics|people analytics,workforce analytics|3
Workforce planning|headcount planning|3
Succession planning||3
Talent management||3
Learning and development|L&D|3
Training delivery||2
Instructional design|e-learning design|3
Employer branding||2
Diversity and inclusion|DEI,D&I,diversity equity and inclusion|2
Employee engagement||2
Organizational development|OD,organisational development|4
Change management|organizational change management,OCM|3|4
HR policies|policy development|2
HR information systems|HRIS,HRMS|2
Applicant tracking systems|ATS,applicant tracking system|1
Greenhouse||1
Lever|Lever ATS|1
BambooHR||1
Personio||1
SmartRecruiters||1
iCIMS||1
Taleo|Oracle Taleo|1
ADP|ADP Workforce Now|1
Background checks|background screening|1
Immigration and visas|work permits|3
Health and safety management|occupational health and safety,OHS,OH&S,Health and safety|3
## business|Management and strategy|3
Project management|PM,Projektmanagement,gestion de projet,gestión de proyectos|3|6
Program management|programme management|4|8
Portfolio management (projects)|project portfolio management,PPM|4
Product management|product manager skills|4|8
Product strategy||4
Product roadmapping|roadmapping,product roadmap|3
Product discovery||3
Product ownership|product owner|3
Requirements gathering|requirements elicitation,requirements analysis|2
User stories|backlog management,backlog grooming|2
Business analysis|business analyst skills|3|5
Process improvement|continuous improvement,business process improvement|3
Business process modeling|BPMN,process mapping|3
Strategic planning|strategy development,strategic thinking|4|5
Business strategy|corporate strategy|4
Management consulting|strategy consulting|4|8
Business planning|business plans|3
Operations management|operational management|3
General management||4
People management|team management,line management,managing teams,staff management|3|5
Team leadership|team lead,leading teams|3|5
Leadership|leadership skills|3|5
Executive leadership|C-level leadership,senior leadership|5|10
Coaching and mentoring|mentoring,coaching|2
Delegation||2
Stakeholder management|stakeholder engagement|3|3
Cross-functional collaboration|cross-functional teams|2
Vendor negotiation||3
Resource planning|resource allocation,capacity planning|3
Scope management||3
Risk mitigation||3
Project planning|project scheduling|3
Project delivery||3
Project coordination||2
P&L management|profit and loss responsibility,P&L ownership|4|8
KPI tracking|KPIs,key performance indicators,OKRs|2
Benchmarking||2
Board reporting|board presentations|4
Investor relations|IR|4
Fundraising|capital raising|4
Entrepreneurship|startup founding|4
Franchise management||3
Business continuity planning|BCP|3
Corporate governance||4
ESG|environmental social and governance,ESG reporting|3
Sustainability management|sustainability,corporate sustainability|3
Carbon accounting|GHG accounting,greenhouse gas accounting|3
Grant writing|grant applications,proposal writing|3
Nonprofit management|NGO management|3
Volunteer management|volunteer coordination|2
Office management|office administration|2
Administrative support|admin support|1
Executive assistance|executive assistant skills|2
Calendar management|diary management,scheduling|1
Data entry||1
Record keeping|records management|1
Filing|document filing|1
Reception|front desk|1
Travel coordination|travel arrangements|1
Meeting minutes|minute taking|1
Transcription||1
Typing|touch typing|1
Translation|translating|3
Interpreting|interpretation|4
Proofreading|copy editing|2
Editing||2
Technical writing||3
Business writing|report writing|2
## legal|Legal|3
Legal research||3
Legal writing|legal drafting|3
Contract drafting|drafting contracts|3
Contract management|contract administration|2
Contract law||4
Corporate law||4
Commercial law||4
Litigation|dispute resolution|4
Civil litigation||4
Criminal law||4
Family law||4
Intellectual property law|IP law|4|8
Patent law|patent prosecution|5|10
Trademark law|trademarks|4
Real estate law|property law,conveyancing|4
Tax law||5
Labor and employment law||4
Immigration law||4
Banking law|financial services law|4
Competition law|antitrust|5
Data privacy law|privacy law,data protection law|4
Arbitration||4
Mediation||3
Legal compliance||3
Legal case management|case management|2
E-discovery|eDiscovery|2
Paralegal skills|paralegal|2
Notarial practice|notary|3
Court procedures|court filings|3
Legal due diligence||4
Regulatory affairs||4
Policy analysis|public policy|3
Lobbying|government affairs,public affairs|3
Westlaw||2
LexisNexis|Lexis|2
Clio||1
Relativity|Relativity eDiscovery|2
`;
