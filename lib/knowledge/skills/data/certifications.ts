/**
 * Professional certifications and licences across sectors. Names as issued by the awarding bodies
 * (PMI, AICPA, ISC2, AWS, Microsoft, Google, Cisco, CompTIA, Axelos, ACCA, CFA Institute, national nursing boards…).
 * Premiums are estimates from vendor and salary-survey reports (Global Knowledge IT Skills & Salary 2023,
 * PMI Earning Power 13th ed.); treat them as rough. Format: see software.ts.
 */
export const CERTIFICATIONS = `
## certification|Project and IT service management|3
Project Management Professional|PMP,PMP certification,PMP certified|3|16|Project management
Certified Associate in Project Management|CAPM|2
PMI Agile Certified Practitioner|PMI-ACP|3
PMI Risk Management Professional|PMI-RMP|3
Program Management Professional|PgMP|4
PRINCE2|PRINCE2 Practitioner,PRINCE2 Foundation|2|5|Project management
Certified ScrumMaster|CSM,Scrum Master certification|2|5|Scrum
Professional Scrum Master|PSM,PSM I,PSM II|2|5|Scrum
Certified Scrum Product Owner|CSPO|2
Professional Scrum Product Owner|PSPO|2
SAFe Agilist|SAFe SA,Leading SAFe|2
ITIL 4 Foundation|ITIL Foundation,ITIL certification,ITIL certified|2|3
ITIL Managing Professional|ITIL MP|3
Six Sigma Green Belt|Lean Six Sigma Green Belt,LSSGB|3|5|Six Sigma
Six Sigma Black Belt|Lean Six Sigma Black Belt,LSSBB|4|8|Six Sigma
Six Sigma Yellow Belt||1
COBIT 2019 Foundation||2
TOGAF Certification|TOGAF 9,TOGAF 10,TOGAF certified|3|6
Certified Business Analysis Professional|CBAP|3|5
IIBA ECBA|ECBA|2
## certification|Cloud certifications|3
AWS Certified Cloud Practitioner|AWS Cloud Practitioner,CLF-C02|1|3|Amazon Web Services
AWS Certified Solutions Architect – Associate|AWS Solutions Architect Associate,AWS SAA,SAA-C03|3|10|Amazon Web Services
AWS Certified Solutions Architect – Professional|AWS Solutions Architect Professional,AWS SAP|4|14|Amazon Web Services
AWS Certified Developer – Associate|AWS Developer Associate|3|8
AWS Certified SysOps Administrator – Associate|AWS SysOps|3|8
AWS Certified DevOps Engineer – Professional|AWS DevOps Professional|4|12
AWS Certified Security – Specialty|AWS Security Specialty|4|12
AWS Certified Machine Learning – Specialty|AWS ML Specialty|4|12
AWS Certified Data Engineer – Associate|AWS Data Engineer Associate|3
AWS Certified Advanced Networking – Specialty||4
Microsoft Certified: Azure Fundamentals|AZ-900,Azure Fundamentals|1|3|Microsoft Azure
Microsoft Certified: Azure Administrator Associate|AZ-104,Azure Administrator|3|8
Microsoft Certified: Azure Developer Associate|AZ-204|3|8
Microsoft Certified: Azure Solutions Architect Expert|AZ-305,AZ-303,Azure Solutions Architect|4|12
Microsoft Certified: DevOps Engineer Expert|AZ-400|4|10
Microsoft Certified: Azure Security Engineer Associate|AZ-500|4
Microsoft Certified: Azure Data Engineer Associate|DP-203|3
Microsoft Certified: Azure AI Engineer Associate|AI-102|3
Microsoft Certified: Power BI Data Analyst Associate|PL-300,DA-100|2|5
Microsoft Certified: Azure Data Fundamentals|DP-900|1
Google Cloud Associate Cloud Engineer|GCP ACE,Associate Cloud Engineer|3|8
Google Cloud Professional Cloud Architect|GCP Professional Cloud Architect,Professional Cloud Architect|4|14
Google Cloud Professional Data Engineer|GCP Professional Data Engineer,Professional Data Engineer|4|12
Google Cloud Professional Machine Learning Engineer|Professional Machine Learning Engineer|4
Google Cloud Professional DevOps Engineer|Professional Cloud DevOps Engineer|4
Certified Kubernetes Administrator|CKA|4|10|Kubernetes
Certified Kubernetes Application Developer|CKAD|3|8|Kubernetes
Certified Kubernetes Security Specialist|CKS|4
HashiCorp Certified: Terraform Associate|Terraform Associate|2|5|Terraform
Red Hat Certified System Administrator|RHCSA|3|5|Linux
Red Hat Certified Engineer|RHCE|3|7|Linux
Linux Professional Institute Certification|LPIC,LPIC-1,LPIC-2|3
Oracle Certified Professional Java Programmer|OCP Java,OCPJP,Oracle Certified Java Programmer|3|4
Oracle Database Certified Professional|Oracle OCP DBA|3
Salesforce Certified Administrator|Salesforce Admin certification|2|5|Salesforce
Salesforce Certified Platform Developer I|Salesforce Platform Developer|3|8
Databricks Certified Data Engineer|Databricks certification|3
Snowflake SnowPro Core|SnowPro|2
Tableau Desktop Specialist|Tableau certification|1
Google Data Analytics Certificate|Google Data Analytics Professional Certificate|1
Google Analytics Certification|GAIQ,Google Analytics Individual Qualification|1
Google Ads Certification|Google Ads certified|1
HubSpot Inbound Marketing Certification|HubSpot certification|1
Meta Certified Digital Marketing Associate|Facebook Blueprint|1
TensorFlow Developer Certificate||3
## certification|Security and networking certifications|4
Certified Information Systems Security Professional|CISSP|4|12|Cybersecurity
Certified Information Security Manager|CISM|4|12
Certified Information Systems Auditor|CISA|4|10|Internal audit
Certified in Risk and Information Systems Control|CRISC|4|10
Certified Ethical Hacker|CEH|3|6|Penetration testing
Offensive Security Certified Professional|OSCP|5|12|Penetration testing
CompTIA Security+|Security+,Sec+|2|5|Cybersecurity
CompTIA Network+|Network+|2|3
CompTIA A+|A+ certification,CompTIA A Plus|1|2
CompTIA CySA+|CySA+|3
CompTIA PenTest+|PenTest+|3
CompTIA CASP+|CASP+,CompTIA SecurityX|4
CompTIA Linux+|Linux+|2
CompTIA Cloud+|Cloud+|2
CompTIA Project+|Project+|2
Certified Cloud Security Professional|CCSP|4|10
Systems Security Certified Practitioner|SSCP|3
GIAC Security Essentials|GSEC|3
GIAC Certified Incident Handler|GCIH|4
Cisco Certified Network Associate|CCNA|3|5|Networking
Cisco Certified Network Professional|CCNP|4|8|Networking
Cisco Certified Internetwork Expert|CCIE|5|15|Networking
Cisco CyberOps Associate|CCNA CyberOps|3
Juniper JNCIA|JNCIA|3
Fortinet NSE|NSE 4|3
Palo Alto PCNSE|PCNSE|3
Microsoft Certified: Security Operations Analyst|SC-200|3
Microsoft 365 Certified: Administrator Expert|MS-102|3
Microsoft Certified Solutions Expert|MCSE|3
Microsoft Certified Solutions Associate|MCSA|2
VMware Certified Professional|VCP|3
Certified Data Protection Officer|CDPO|3
IAPP CIPP/E|CIPP/E,CIPP,Certified Information Privacy Professional|3
IAPP CIPM|CIPM|3
ISO 27001 Lead Auditor||3
ISO 27001 Lead Implementer||3
## certification|Finance and accounting certifications|4
Certified Public Accountant|CPA,CPA licence,CPA license|5|10|Accounting
Chartered Accountant|ACA,ICAEW Chartered Accountant,CA|5|10|Accounting
ACCA Qualification|ACCA,Association of Chartered Certified Accountants|4|8|Accounting
Chartered Institute of Management Accountants|CIMA,CGMA|4|8|Management accounting
Certified Management Accountant|CMA|4|8
Chartered Financial Analyst|CFA,CFA charterholder,CFA Level I,CFA Level II,CFA Level III|5|12|Financial analysis
Financial Risk Manager|FRM|4|8|Risk management
Certified Financial Planner|CFP|4|6
Chartered Alternative Investment Analyst|CAIA|4
Certified Internal Auditor|CIA|4|6|Internal audit
Certified Fraud Examiner|CFE|3|5
Enrolled Agent|EA|3
Chartered Tax Adviser|CTA|4
Steuerberater|German tax adviser|5
Wirtschaftsprüfer|German public auditor|5
Expert-comptable|French chartered accountant|5
Certified Treasury Professional|CTP|3
Certified Anti-Money Laundering Specialist|CAMS|3|5
Series 7|FINRA Series 7|3
Series 63||2
Series 65||3
Chartered Insurance Professional|CII Diploma|3
Fellow of the Society of Actuaries|FSA|5|15
Certified Bookkeeper|CB|2
AAT Qualification|AAT|2
Chartered Institute of Procurement and Supply|CIPS,MCIPS|3|5
Certified Supply Chain Professional|CSCP,APICS CSCP|3|5
Certified in Production and Inventory Management|CPIM,APICS CPIM|3
Certified in Logistics, Transportation and Distribution|CLTD|3
Certified Professional in Supply Management|CPSM|3
## certification|HR, legal and business certifications|3
SHRM Certified Professional|SHRM-CP|3|4|Human resources
SHRM Senior Certified Professional|SHRM-SCP|4|6
Professional in Human Resources|PHR|3|4
Senior Professional in Human Resources|SPHR|4|6
CIPD Level 5|CIPD,Chartered MCIPD,CIPD qualification|3|4
Certified Compensation Professional|CCP|3
Bar admission|bar exam,admitted to the bar,licensed attorney|5|Litigation
Solicitor qualification|SQE,qualified solicitor|5
Certified Paralegal|CP paralegal|2
Certified Compliance and Ethics Professional|CCEP|3
Certified Regulatory Affairs Professional|RAC|3
Real estate license|real estate licence,licensed realtor|2
Certified Commercial Investment Member|CCIM|4
Certified Property Manager|CPM|3
Chartered Surveyor|MRICS,RICS|4
Professional Engineer|PE license,P.Eng,PE licence|5|8|Civil engineering
Chartered Engineer|CEng|5|6
Engineer in Training|EIT,FE exam|3
LEED Accredited Professional|LEED AP,LEED Green Associate,LEED|3
Certified Energy Manager|CEM|3
NEBOSH General Certificate|NEBOSH,NEBOSH IGC|2|Health and safety management
IOSH Managing Safely|IOSH|1
OSHA 30-Hour|OSHA 30,OSHA 10,OSHA certification|1
Certified Safety Professional|CSP|4
CSCS card|Construction Skills Certification Scheme|1
Google Project Management Certificate|Google PM Certificate|1
Certified Associate in Business Analysis|CCBA|3
Microsoft Office Specialist|MOS|1
## certification|Healthcare and education licences|4
Registered Nurse|RN,RN licence,RN license,registered nurse licence|4|Patient care
Licensed Practical Nurse|LPN,LVN,licensed vocational nurse|3
Nurse Practitioner|NP,APRN|5
Certified Nursing Assistant|CNA|1
Bachelor of Science in Nursing|BSN|4
NCLEX-RN|NCLEX|3
Critical Care Registered Nurse|CCRN|4|6
Certified Emergency Nurse|CEN|4
Oncology Certified Nurse|OCN|4
Certified Registered Nurse Anesthetist|CRNA|5|20
Certified Medical Assistant|CMA (AAMA),RMA|2
Certified Pharmacy Technician|CPhT,PTCB|2
Registered Pharmacist|RPh,PharmD|5
Emergency Medical Technician|EMT,EMT-B|2
Paramedic certification|NRP,NREMT Paramedic|3
Certified Professional Coder|CPC,AAPC CPC|2|Medical coding
Registered Health Information Technician|RHIT|3
Certified Clinical Research Coordinator|CCRC|3
Board certification (physician)|board certified,board-certified|5
Medical licence|medical license,licensed physician,GMC registration|5
Approbation|German medical licence|5
Registered Dietitian|RD,RDN|4
Licensed Clinical Social Worker|LCSW|4
Licensed Professional Counselor|LPC|4
Board Certified Behavior Analyst|BCBA|4
Qualified Teacher Status|QTS|4|Teaching
Teaching licence|teaching license,teaching certificate,state teaching certification|4|Teaching
PGCE|Postgraduate Certificate in Education|3
CELTA|Cambridge CELTA|2|Teaching English as a foreign language
DELTA|Cambridge DELTA|3
TEFL certificate|TEFL certification,TESOL certificate|1
Montessori certification|Montessori|2
CDA Credential|Child Development Associate|2
## certification|Language certificates|2
JLPT|JLPT N1,JLPT N2,JLPT N3,Japanese-Language Proficiency Test|3|Japanese
HSK|HSK 5,HSK 6|3|Chinese
TOEFL|TOEFL iBT|2|English
IELTS|IELTS Academic|2|English
Cambridge C1 Advanced|CAE,Cambridge Advanced|3|English
Cambridge C2 Proficiency|CPE|4|English
DELF|DELF B2|2|French
DALF|DALF C1|3|French
DELE|DELE B2|2|Spanish
Goethe-Zertifikat|Goethe Certificate|2|German
TestDaF||3|German
## certification|Trades and transport licences|2
NMC registration|NMC PIN,NMC registered|3|Registered Nurse
GPhC registration|GPhC registered,GPhC-registered,General Pharmaceutical Council registration|3|Dispensing
HCPC registration|HCPC registered,HCPC-registered,Health and Care Professions Council registration|3
A-grade electrical licence|A-grade licence,electrical licence,electrical license|4|Electrical installation
Commercial driver's license|CDL,CDL Class A,CDL-A,Class A CDL,HGV licence,C+E licence|2|Truck driving
Forklift certification|forklift licence,forklift license,FLT licence|1|Forklift operation
Journeyman electrician license|journeyman electrician,journeyman licence|4|Electrical installation
Master electrician license|master electrician|5
Journeyman plumber license|journeyman plumber|4|Plumbing
Gas Safe registration|Gas Safe registered|3|Gas fitting
EPA Section 608 certification|EPA 608,EPA certification|2|HVAC
AWS Certified Welder|AWS welding certification,AWS D1.1|3|Welding
ASE certification|ASE certified,ASE Master Technician|3|Automotive repair
FAA Airframe and Powerplant|A&P license,A&P mechanic|4
Commercial pilot license|CPL,commercial pilot licence|5
Airline Transport Pilot License|ATPL,ATP certificate|5
Private pilot license|PPL|3
Crane operator certification|NCCCO|3
CPCS card||2
SIA licence|SIA door supervisor,SIA security licence|1
ServSafe|ServSafe Manager,ServSafe Food Handler|1|Food safety
Food hygiene certificate|Level 2 Food Hygiene|1
TIPS certification|responsible alcohol service,RSA certificate|1
WSET|WSET Level 2,WSET Level 3|2|Wine knowledge
Red Seal|Red Seal endorsement|4
First aid certificate|first aid certified|1|First aid
Personal trainer certification|NASM,ACE certified,NASM-CPT|2
Lifeguard certification||1
PADI Divemaster|PADI|2
IPAF licence|IPAF,MEWP licence|1
PASMA||1
18th Edition wiring regulations|BS 7671,18th Edition|2
City & Guilds|City and Guilds|2
NVQ|NVQs,National Vocational Qualification|1
NVQ Level 2|NVQ 2,NVQ Level II,Level 2 NVQ|1|NVQ
NVQ Level 3|NVQ 3,NVQ Level III,Level 3 NVQ|2|NVQ Level 2;NVQ
NVQ Level 4|NVQ 4,Level 4 NVQ|3|NVQ Level 3;NVQ
IHK Abschluss|IHK,Gesellenbrief|3
Meisterbrief|Meister,master craftsman certificate|4
`;
