/**
 * Organisations that CVs and job ads name without being anyone's employer in that text, and recruitment agencies.
 * Compiled by hand (2026) from the public registers and member lists of each body: UK health and care regulators
 * (PSA's list of the ten statutory regulators), UK/US/IN professional and awarding bodies in accountancy, HR,
 * engineering, IT, nursing and health information, US federal regulators named in CVs, software and equipment
 * vendors whose product names appear in skills sections (O*NET Technology Skills "commodity" vendors), and
 * recruitment agencies from the REC (UK), ASA (US) and GVP/BAP (DE) member lists. Names as commonly written.
 */

/** Regulators, licensing and awarding bodies, professional bodies, unions and membership associations. */
export const REGULATORS = `Nursing and Midwifery Council|Nursing & Midwifery Council|NMC|Health and Care Professions Council|HCPC
|General Medical Council|GMC|General Dental Council|GDC|General Pharmaceutical Council|GPhC|General Optical Council
|General Osteopathic Council|General Chiropractic Council|Social Work England|Care Quality Commission|CQC|Ofsted|Ofqual
|Resuscitation Council UK|Resuscitation Council|Royal College of Nursing|RCN|Royal College of Midwives|British Medical Association
|Disclosure and Barring Service|DBS|Criminal Records Bureau|CRB|POVA|Health and Safety Executive|HSE|NEBOSH|IOSH|CITB|CSCS
|Gas Safe Register|NICEIC|City & Guilds|City and Guilds|Edexcel|BTEC|AQA|OCR|SQA|Engineering Council|IMechE|IET|ICE
|RICS|CIOB|RIBA|APM|BCS|IChemE|CIPD|Chartered Institute of Personnel and Development|CIPS|Chartered Institute of Management Accountants
|ACCA|CIMA|ICAEW|ICAS|AAT|CIOT|Institute of Chartered Accountants|Financial Conduct Authority|FCA|Prudential Regulation Authority
|AICPA|American Institute of Certified Public Accountants|IMA|Institute of Management Accountants|NASBA|FINRA|SEC|IRS
|SHRM|Society for Human Resource Management|HRCI|PMI|Project Management Institute|IIBA|ISACA|ISC2|CompTIA|IEEE|ACM
|OSHA|Occupational Safety and Health Administration|DOT|Department of Transportation|FAA|EPA|FDA|CMS|Joint Commission|JCAHO
|NCLEX|NCSBN|National Council of State Boards of Nursing|American Nurses Association|ANA|American Heart Association|AHA
|American Red Cross Certification|BRPT|Board of Registered Polysomnographic Technologists|AARC|NBRC|AHIMA|ILHIMA|HIMSS|HFMA
|AAPC|NHA|AMT|ASCP|NAHB|NASSCOM|AICTE|UGC|CBSE|ICSE|COREN|ISO|ANSI|ASME|ASHRAE|NFPA|AWS Certified Welder Board
|Institute of Electrical and Electronics Engineers|Chamber of Commerce|National Society of Collegiate Scholars|Phi Theta Kappa
|Association of Government Accounting|AGA|National Board for Professional Teaching Standards`;

/** Vendors whose products CVs list as tools; a vendor is an employer only with employment evidence. */
export const VENDORS = `Microsoft|MS|Adobe|Oracle|SAP|Salesforce|Google|IBM|Cisco|Autodesk|Intuit|Sage|Apple|Amazon|AWS|Facebook|Meta
|Twitter|LinkedIn|Instagram|YouTube|WhatsApp|Atlassian|VMware|Red Hat|Dell|HP|Hewlett Packard|Lenovo|Beckman|Beckman Coulter
|Allen-Bradley|Allen Bradley|Rockwell|Honeywell|Epic|Cerner|Meditech|Kronos|ADP|Workday|PeopleSoft|JD Edwards|Infor|Epicor
|QuickBooks|Peachtree|Tally|Bluebeam|Procore|CMiC|Trimble|Bentley|Dassault|Ansys|MathWorks|Tableau|Qlik|Zoho|HubSpot
|Shopify|Slack|Zoom|Dropbox|Lotus|Novell|Citrix|Symantec|McAfee|Kaspersky|Fortinet|Juniper|Palo Alto Networks|Netgear
|Xerox|Canon|Ricoh|Sharp|Brother|Garmin|Caterpillar|John Deere|Fanuc|Mitsubishi|Omron|Schneider|Yokogawa|Emerson`;

/** Words that follow a vendor name when the product, not the company, is meant ("Microsoft Office", "SAP technologies"). */
export const PRODUCT_WORDS = `office|word|excel|powerpoint|power|point|outlook|access|project|visio|teams|sharepoint|dynamics|azure|windows
|sql|server|exchange|photoshop|illustrator|indesign|acrobat|premiere|creative|suite|cloud|analytics|ads|adwords|workspace
|docs|sheets|drive|products|product|applications|application|apps|software|tools|tool|technologies|technology|technologien
|platform|systems|system|certified|certification|certifications|team|foundation|erp|crm|hana|fico|mm|sd|abap|bw|basis
|database|db2|websphere|cognos|spss|ccna|ccnp|ios|autocad|revit|inventor|maya|3ds|navisworks|pro|plus|suites|package
|packages|equipment|machines|machine|instruments|analyzer|analyzers|plc|plcs|controllers|scanner|scanners|printers
|hardware|devices|navigator|notes|domino|ehr|emr|epiccare|payroll|workforce|timekeeping|financials|hcm|lx|dxh|au`;

/** Recruitment agencies and executive-search firms by name. */
export const AGENCIES = `Hays|Hays AG|Michael Page|Page Personnel|PageGroup|Page Group|Robert Half|Robert Walters|Randstad|Adecco|Manpower
|ManpowerGroup|Experis|Kelly Services|Reed|Reed Specialist Recruitment|Harvey Nash|Hudson|Korn Ferry|Spencer Stuart
|Heidrick & Struggles|Egon Zehnder|Russell Reynolds|Allegis|Allegis Group|Aerotek|TEKsystems|Kforce|Insight Global
|The Judge Group|Judge Group|Modis|Akkodis|Spherion|Express Employment Professionals|Volt|Aston Carter|Beacon Hill
|CyberCoders|Jobot|Apex Systems|Collabera|Pertemps|Brook Street|Office Angels|Blue Arrow|Tate|Hydrogen|Morgan McKinley
|Badenoch & Clark|Sellick Partnership|SThree|Computer Futures|Progressive Recruitment|Huxley|Real Staffing|Nigel Frank
|Jefferson Frank|Frank Recruitment Group|Ratbacher|Ratbacher GmbH|DIS AG|Gulp|Amadeus Fire|Orizon|Persona service|Piening
|TimePartner|Brunel|Quess|TeamLease|ABC Consultants|Kelly OCG|Hirect|Lorien|Goodman Masson|Venn Group|Hays Recruitment`;

/** Last words of agency names ("Code Blue Recruitment", "Clear Selection Recruitment", "Acme Staffing"). */
export const AGENCY_WORDS = `recruitment|recruiting|recruiters|staffing|resourcing|personnel|headhunters|headhunting|placements
|personalberatung|personaldienstleistungen|personaldienstleistung|personalvermittlung|zeitarbeit|recrutement|selección`;

/** Words that make an organisation a place of study or training. */
export const EDUCATION_WORDS = `university|universities|univ|universität|universitat|université|universidad|università|universiteit|college
|colleges|school|schools|academy|académie|academia|polytechnic|polytechnique|politecnico|hochschule|fachhochschule
|gymnasium|lycée|lycee|institute|institut|instituto|istituto|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|seminary
|conservatory|kollegium`;

/** Post-nominal credentials written after a name or title ("Sleep Technologist, RPSGT", "Jane Doe, RN, BSN"). */
export const CREDENTIALS = `RN|BSN|MSN|DNP|LPN|LVN|CNA|APRN|NP|FNP|PA|PA-C|RRT|CRT|RPSGT|RPFT|CPFT|REEGT|RDMS|RVT|ARRT|CPhT|PharmD
|MD|DO|DDS|DMD|PhD|EdD|MBA|MPH|MHA|MSW|LCSW|LPC|CPA|CMA|CFA|CIA|CISA|CISSP|PMP|CAPM|PHR|SPHR|SHRM-CP|SHRM-SCP|CSCP|CPIM|CPSM
|CEng|MIMechE|MIET|PE|EIT|FCCA|ACCA|ACA|CIMA|MCIPD|CCNA|CCNP|MCSE|MCP|RHIA|RHIT|CCS|CPC|EMT|EMT-B|EMT-P|NREMT|CDA|RDH|OTR
|PT|DPT|SLP|CCC-SLP|ATC|CSCS|RD|LD|CDE|CHES|MCHES|CPR|BLS|ACLS|PALS|NRP|TNCC|CEN|CCRN|OCN|CNOR`;
