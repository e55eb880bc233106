/**
 * Skills of the professions in the real-document corpus (clinical laboratory, nursing, teaching, logistics, ERP and
 * midrange systems, construction, banking operations) that the sector tables lacked, and spellings real CVs use for
 * skills already known (a row whose name is already known only adds its aliases to that skill).
 * Names follow ESCO v1.2 and O*NET 28 (Technology Skills, task statements) wording where they list the skill;
 * product names are the vendors' own. Format: see software.ts.
 */
export const PROFESSIONS_COVERAGE = `
## healthcare|Clinical laboratory|3
Urinalysis||2|Hematology
Coagulation testing|coagulation|3|Hematology
Medical microbiology|clinical microbiology|3|Microbiology
Antibody identification|antibody screening|3|Blood banking
Antigen typing|blood typing,blood grouping|3|Blood banking
Crossmatching|cross matching,cross-matching|3|Blood banking
Blood banking|immunohematology,transfusion medicine|3
Medical technology|medical laboratory science,clinical laboratory science|3
## healthcare|Nursing specialties and care|3
Neurology|neurological nursing,neuroscience nursing|4
Continence care|continence management,continence promotion|2
Oral care|mouth care,oral hygiene care|1
Registered general nurse|RGN|2
RMN||2
RNLD||2
## education|Teaching subjects and classroom practice|2
Physical science||2|Chemistry;Physics
Classroom management|classroom discipline,behaviour management,behavior management|2
## tool|School information systems|1
PowerSchool||1
## tool|Midrange, ERP and document systems|3
IBM i|AS/400,AS400,AS\\400,iSeries,IBM iSeries|3
RPG|RPG IV,RPG/400|3|IBM i
Movex|Movex ERP|3|Infor M3
Infor M3|M3 ERP,Infor M3 ERP|3|Movex
M3 Enterprise Collaborator|MEC,Infor MEC|3|Infor M3
StreamServe|Stream serve,Stream Server,StreamServe Persuasion|3
Team Foundation Server|TFS,Microsoft Team Foundation Server,Azure DevOps Server|2
## cloud|Platform as a service|3
Cloud Foundry||3
Pivotal Cloud Foundry|PCF,VMware Tanzu Application Service|3|Cloud Foundry
Pivotal Web Services|Pivotal Web Service,PWS|3|Cloud Foundry
## methodology|Software process|2
Software development life cycle|SDLC,software development lifecycle|2
## data|Data collection|2
Web crawling|web crawler,crawling|2|Web scraping
Image preprocessing|image pre-processing|3
Pillow|PIL,Python Imaging Library|2
## trade|Construction estimating and procurement|3
Bluebeam|Bluebeam Revu|2
CMiC||2
Cost estimation|estimating,construction estimating|3
Value engineering||3
Material sourcing|materials sourcing|2
Bill of materials|BOM,bill of material|2
Hydraulics|hydraulic system,hydraulic systems|3
Damage control||3|Firefighting
Firefighting|fire fighting,fire-fighting|2
## finance|Banking operations|2
Automated Clearing House|ACH,ACH payments|2
Electronic funds transfer|EFT|2
Journal entries|journal entry|2
Verafin||2|Anti-money laundering
Sage 50|Sage Line,Sage Line 50,Peachtree,Peach Tree,Peachtree Accounting|2
PeopleSoft|Oracle PeopleSoft|2
TurboTax|Turbo Tax|1
Trial balance|trial balances|2
Balance sheet preparation|balance sheets,balance sheet|2
## business|Logistics and supply|2
Supply management||2
Property book management||3
Movement control||3
Logistics forecasting|demand forecasting|3
Stakeholder communication||3
## tool|Military logistics systems|3
PBUSE|Property Book Unit Supply Enhanced,Property Book Enhanced System|3
GCSS-Army|Global Combat Support System-Army|3
GFEBS|GFEB,General Fund Enterprise Business System|3
FEDLOG||2
## soft|Interpersonal|2
Interpersonal skills|interpersonal|2
Multitasking|multi-task,multi-tasking|1
Presentation skills|presentations|2
## healthcare|Nursing and care practice|2
Telemetry|cardiac telemetry,telemetry monitoring|3
Enteral feeding|tube feeding,PEG feeding|2
Moving and handling|patient handling,moving & handling|1
Care Certificate||1
Blood glucose monitoring|glucose monitoring,blood sugar monitoring|1
Medical records|patient records,health records|1
Inpatient care||2
Mobility assistance||1
Dementia care||2
## tool|Hospitality systems|1
Oracle MICROS|MICROS,Micros POS|1
## tool|Teaching technology|1
SMART Board|Smartboard,SMARTboard,interactive whiteboard|1
## business|HR administration|2
FMLA administration|FMLA|2
## business|Sales channels|2
Dealer management|dealer network management,distributor management|2
## tool|Engineering and ERP software|3
Navisworks|Autodesk Navisworks|3
Microsoft Dynamics AX|Dynamics AX,MICROSOFT DYNAMICS AX|3
## trade|Construction and engineering practice|3
Residential construction||2
Commercial construction||2
Bidding|construction bidding,bid preparation|2
Project estimation||3|Cost estimation
Elektroinstallation|Elektroinstallationen,electrical installation,electrical installations|3
PLC programming|Speicherprogrammierbare Steuerung,SPS-Programmierung,SPS programming|3
## tool|Testing and infrastructure|2
Black box testing|black-box testing|2
Functional testing||2
Local area networks|LAN,LANs|2
Data collection||1
## trade|German trade ads (Aufgaben, Anforderungen)|2
Welding|Schweißen,Schweissen,Schweißarbeiten|2
Hydraulics|Hydraulik|3
Pneumatics|Pneumatik|3
Forklift operation|Staplerschein,Gabelstaplerschein,forklift licence,forklift license|1
Mechanical assembly|Montage,Montagearbeiten,mechanische Montage,Demontage|2
Troubleshooting|Fehlerdiagnose,Fehlersuche,Störungssuche|2
Blueprint reading|technische Zeichnungen,Zeichnungslesen|2
Driving|Führerschein,Führerschein Klasse B|1
## business|HR operations|2
Recruitment|recruitment and selection|2
Payroll|payroll management,payroll processing|2
Training and development|T&D,learning and development|2
Statutory compliance|statutory compliance management|3
## trade|Structural and aerospace engineering analysis|4
Stress analysis|structural/stress analysis,composite stress analysis|4|Finite element analysis
Fatigue analysis|fatigue and damage tolerance|4|Stress analysis
Damage tolerance||4|Fatigue analysis
Structural dynamics||4
Thermal analysis||4
`;
