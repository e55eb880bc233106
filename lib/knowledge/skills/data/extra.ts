/**
 * Further sector skills: life sciences, real estate, insurance, retail, media, aviation, energy,
 * telecom, public sector, arts and more IT tooling. Names follow ESCO v1.2 and O*NET 28. Format: see software.ts.
 */
export const EXTRA = `
## healthcare|Life sciences and laboratory|3
Polymerase chain reaction|PCR,qPCR,RT-PCR|3
Cell culture|tissue culture|3
Western blotting|western blot|3
ELISA|enzyme-linked immunosorbent assay|2
Flow cytometry|FACS|4
Mass spectrometry|LC-MS,GC-MS|4
Chromatography|HPLC,gas chromatography|3
Spectroscopy|NMR spectroscopy,UV-Vis|4
Microscopy|confocal microscopy,electron microscopy|3
CRISPR|gene editing|4
Next-generation sequencing|NGS,RNA-seq|4
Bioinformatics||4|6
Genomics||4
Proteomics||4
Molecular biology||4
Cell biology||4
Biochemistry||4
Immunology||4
Toxicology||4
Analytical chemistry||4
Organic chemistry|organic synthesis|4
Assay development||4
Method validation|analytical method validation|3
Laboratory information management systems|LIMS|2
Good laboratory practice|GLP|2
Sample preparation||2
Lab safety|laboratory safety|1
Biosafety||2
Clinical data management|CDM|3
Clinical trial management|CTMS|3
Medical writing||3
Biostatistical programming|SAS clinical programming,CDISC|4
Drug development||5
Formulation development|formulation|4
Quality assurance (pharma)|GxP,pharmaceutical QA|3
Validation engineering|CSV,computer system validation,IQ/OQ/PQ|3
Bioprocessing|upstream processing,downstream processing|4
Fermentation||3
## business|Real estate and property|2
Property management|property manager skills|2
Real estate sales|real estate brokerage|2
Leasing|lease administration|2
Tenant relations||1
Property valuation|real estate appraisal,appraisal|3
Real estate development||4
Real estate investment|property investment|4
Facilities management|FM|3
Estate agency||2
Mortgage advising|mortgage advice|3
Building surveying||3
Planning permission|zoning|3
## finance|Insurance and banking operations|2
Claims adjusting|loss adjusting|2
Risk underwriting||3
Reinsurance||4
Actuarial modeling|actuarial modelling|5
Policy administration||1
Insurance sales||2
Brokerage|insurance brokerage|2
Financial advising|financial advice|3
Retirement planning|pension planning|3
Estate planning||3
Personal banking|relationship banking|2
Commercial lending|business lending|3
Trade finance|letters of credit|3
Teller operations|bank teller|1
Fraud detection|fraud prevention|3
Credit scoring||3
Collections management|debt collection|2
Financial crime compliance|FCC|3
Sanctions screening||2
Regulatory reporting||3
Hedge accounting||4
Stress testing||4
Solvency II||4
IFRS 17||4
Payroll compliance||2
Cost accounting systems|activity-based costing,ABC costing|3
## business|Retail and customer operations|1
Store management|retail management|3
Inventory replenishment|replenishment|1
Shelf stocking|stocking shelves,restocking|1
Planogram compliance|planograms|1
Loss prevention (retail)|shrinkage control|2
Customer experience|CX|2
Net Promoter Score|NPS|1
Customer onboarding||1
Technical account management|TAM|3
Order management|order processing|1
Returns processing||1
Product knowledge||1
Upselling techniques||1
Telemarketing|telecalling,tele-calling,telesales,tele sales|1
Door-to-door sales||1
Live chat support|chat support|1
Multilingual customer support||2
Ticketing systems|ticket management|1
Service level agreements|SLA,SLAs|2
Quality monitoring (contact center)|call quality monitoring|2
Workforce management (contact center)|WFM|2
## design|Media, journalism and the arts|2
News reporting|news gathering|3
Investigative journalism||4
Broadcast journalism|broadcasting|3
Radio production||2
Television production|TV production|3
Film production|filmmaking|3
Directing|film directing|4
Cinematography|camera operation|3
Lighting design|stage lighting|3
Stage management||3
Acting||3
Dance|choreography|3
Singing|vocal performance|3
Musical instrument performance|instrumental performance|4
Music theory||3
Music teaching|music education|3
Art direction||4
Creative direction||4
Photojournalism||3
Content moderation||1
Social media analytics||2
Publishing|book publishing|3
Literary translation||4
Subtitling|captioning|2
Localization testing||2
Fact-checking||2
Editorial planning|editorial calendar|2
SEO copywriting||2
UX writing|microcopy|2
Blogging||1
## trade|Aviation, maritime and energy|3
Aircraft inspection||3
Flight operations||3
Flight dispatch||3
Cabin crew service|flight attendant duties,in-flight service|2
Airport operations|ground handling|2
Baggage handling||1
Aviation safety|aviation safety management,SMS aviation|3
Seamanship||3
Deck operations||3
Marine engineering operations||4
Port operations|terminal operations|2
Stevedoring||1
Oil and gas operations|oil & gas|3
Drilling operations|drilling|4
Well control||4
Pipeline operations|pipeline integrity|3
Refinery operations||3
Process safety management|PSM|3
HAZOP||3
Permit to work||2
Electrical substation maintenance|substation maintenance|4
Power plant operations||4
Grid operations|power grid management|4
Smart grid||4
Energy trading||4
Meter reading||1
Mining operations||3
Blasting|explosives handling|3
Tunnelling||4
Water distribution||2
Waste management|waste collection|1
Recycling operations|recycling|1
Environmental monitoring||2
Ecology|ecological surveys|3
Conservation|wildlife conservation|3
Climate risk assessment|climate risk|4
Life cycle assessment|LCA|3
## devops|Telecom and IT operations|3
Telecommunications|telecom|3
5G networks|5G|4
LTE|4G LTE|4
Fiber optics|fibre optics,fiber splicing|3
Network planning||4
Radio access networks|RAN|4
Network operations center|NOC|2
Data center operations|data centre operations|3
Server administration|server management|3
Hardware troubleshooting|hardware repair|2
Desktop support|end-user support|1
IT asset management|ITAM|2
Mobile device management|MDM,Intune,Microsoft Intune|2
Citrix||2
Jamf||2
SCCM|Microsoft Endpoint Configuration Manager,MECM|2
Group Policy|GPO|2
Patch management||2
Identity governance|SailPoint|3
Single sign-on|SSO|2
LDAP||2
Kerberos||3
Terraform Cloud||3
Backstage|developer portals|3
Platform engineering||4|8
Chaos engineering||4
Capacity planning (IT)|capacity management|3
Cost optimization (cloud)|cloud cost management|3
Edge computing||4
High-performance computing|HPC|4
Quantum computing|qiskit|5
Digital twins|digital twin|4
Computer vision pipelines||4
## data|More data and AI tools|3
Apache Superset|Superset|2
Metabase||1
Redash||1
Great Expectations||2
Dagster||3
Prefect||2
Airbyte||2
Apache Iceberg|Iceberg|3
Apache Parquet|Parquet|2
Delta Lake (Databricks)||3
Data catalog|data catalogue,Collibra,Alation|2
Data lineage||3
Data mesh||4
Semantic layer|metrics layer|3
Feature stores|feature store|3
Model monitoring|ML monitoring|3
Vector search|semantic search|3
Embeddings|text embeddings|3
Knowledge graphs|knowledge graph|4
Ontology engineering|ontologies|4
Information retrieval|search relevance|4
Optical character recognition|OCR|3
Text mining|text analytics|3
Sentiment analysis||3
Named entity recognition|NER|4
Machine translation||4
Chatbot development|chatbots,conversational AI|3
Dialogflow||2
Rasa||3
AI agents|agentic AI,LLM agents|4|10
Evaluation of LLMs|LLM evaluation,evals|4
Synthetic data generation|synthetic data|3
Data labeling|data annotation|1
Causal inference||5
Survival analysis||4
Monte Carlo simulation||4
Simulation modeling|discrete event simulation|4
Geostatistics||4
Spatial analysis||3
## business|Public sector, nonprofit and services|2
Policy development (public)|public policy development|4
Legislative drafting||5
Procurement (public sector)|public procurement|3
Grant administration||2
Program evaluation|monitoring and evaluation,M&E|3
Impact measurement||3
Humanitarian response|humanitarian aid|3
Community engagement||2
Advocacy|campaigning|3
Casework|constituent services|2
Court reporting|stenography|3
Probation services||3
Immigration advice||3
Election administration||3
Diplomacy (international relations)|international relations|4
Intelligence analysis||4
Emergency dispatch|911 dispatch,emergency call handling|2
Funeral services|funeral directing|2
Childminding|babysitting,nannying|1
Elder companionship|companion care|1
House cleaning|domestic cleaning|1
Personal shopping||1
Event security||1
Parking enforcement||1
## soft|Workplace and career skills|1
Job searching|job search|1
Resume writing|CV writing|1
Interview preparation||1
Personal branding||2
Salary negotiation||2
Career planning|career development|2
Goal setting||1
Self-management||1
Meeting facilitation||2
Cross-team communication||2
Client presentations||2
Report presentation||2
Handling confidential information|handling sensitive data|1
Following procedures|compliance with procedures|1
Shift work|night shifts|1
Customer empathy||1
Service orientation||1
Mediation skills|mediating disputes|3
Coordination|coordinating activities|2
Monitoring performance|performance monitoring|2
Judgment and decision making|judgement|3
Complex problem solving||3
Systems thinking||3
Quality orientation|quality focus|1
Safety awareness|safety consciousness|1
Instructing|instructing others|2
Operations monitoring||2
Equipment maintenance||2
Equipment selection||2
Troubleshooting|fault finding|2
Repairing||2
Active learning||2
Reading comprehension||1
Writing|written expression|2
Speaking|oral expression|1
Mathematics|maths,math|3
Science|scientific reasoning|3
Computer science|CS degree|4
Information technology|IT skills|2
Social perceptiveness||2
Time-sensitive delivery|deadline management,meeting deadlines|1
`;
