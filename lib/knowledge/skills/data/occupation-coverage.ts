/**
 * Skills named by the occupation tables (lib/knowledge/occupations) that the sector tables lacked.
 * Names follow ESCO v1.2 / O*NET 28 wording as used there. Format: see software.ts.
 */
export const OCCUPATION_COVERAGE = `
## methodology|Software and IT practice|3
Software design|software design principles|3|Design patterns;System design
Software testing|Testing|2|Unit testing;Test automation
Test strategy|test planning|3
Bug tracking|defect tracking,issue tracking|1|Jira
Documentation|writing documentation|2
Network design|network architecture|4
Web application security|OWASP,OWASP Top 10|4
Security architecture||4
Security strategy||4
IT strategy||4
Digital transformation||4
Technology strategy||4
Technical leadership|tech leadership|4
ERP systems|ERP,enterprise resource planning|3|SAP
Microsoft Windows|Windows,Windows 10,Windows 11|1
Computer architecture||4
Signal processing||4|Digital signal processing
Electronics|electronic systems|3
Electrical schematics|schematics|2
Electrical systems||3
AutoCAD Electrical||3|AutoCAD
Civil 3D|AutoCAD Civil 3D|3|AutoCAD
Process simulation|Aspen HYSYS,Aspen Plus|4
GPS|GNSS|1
CAT tools|Trados,SDL Trados,memoQ|2|Translation
Accounting software||1|QuickBooks;Xero
Payroll software||1|Payroll
Fleet management software|telematics|2
Laboratory information systems|LIS|2
## data|Data, research and science|3
Data management||3
Reporting|management reporting,business reporting|2
Experiment design||3|A/B testing
Data strategy||4
Scientific writing||3
Evaluation design||3
Research|research skills|3
Research management||4
Linguistics||4
Optimization|mathematical optimization|4|Operations research
Cartography|map making|3|Geographic information systems
Chemistry||4
Biology||4
Physics||4
Nuclear physics||5
Economics||4
Anatomy|anatomy and physiology|3
Food science||4
Art history||3
Field sampling||2
Field research|fieldwork|3
Wildlife management||3
Forensic analysis|forensic science|4
Aerodynamics||5
Reservoir engineering||5
Subsea engineering|subsea|4|Pipeline integrity
Pipeline integrity|pipeline integrity management|4
Mine planning||4
Failure analysis||4
Manufacturing processes||3
Trend analysis||2
## healthcare|Clinical practice (occupation coverage)|3
Nursing leadership|nurse management|4
Patient safety||2
Clinical teaching|clinical education|3
Prenatal care|antenatal care|3
Clinical reasoning||4
Psychiatric assessment|mental status examination|4
Patient monitoring||2|Vital signs monitoring
Medication review||3
Patient counseling|patient counselling|2
Oral surgery||5
Exercise prescription||3
Assistive technology||2
Radiation safety|radiation protection|3
Specimen handling||1
Emergency care||3
Surgical instruments|surgical instrumentation|2
Eyewear fitting|spectacle dispensing|2
Hygiene|personal hygiene|1
## education|Education and culture (occupation coverage)|2
Program planning|programme planning|2
Child development||2
Activity planning||1
Subject knowledge|subject matter expertise|3
Classroom support|teaching assistance|1
Academic administration||2
Assessment design|test design|3
Information management||2
Cataloging|cataloguing|2
Preservation|conservation of collections|3
Exhibition design||3
## business|Business and finance (occupation coverage)|2
Cost optimisation|cost reduction,cost optimization,cost savings|3
Financial planning||3
Financial strategy||4
Invoice processing||1
Client management||2
Investment analysis||4
Financial markets||4
Financial statement analysis||3
Investigation|investigations|3
Insurance products||2
Donor relations|donor stewardship|2
Cost estimation||3
Construction knowledge||2
HR administration|personnel administration|1
LinkedIn|LinkedIn Recruiter|1
Technical product knowledge||2
Solution design|solutions design|4
Sales management||3
Maintenance planning||3
Keyword research||1|Search engine optimization
Brand voice|tone of voice|2
Marketing campaigns||2
Product positioning|positioning|3
Advertising||2
Media planning|media buying|3
Document management|document control|1
Legal terminology||2
Legal reasoning||4
Telephone etiquette|phone etiquette|1
Grammar||1
Language proficiency|foreign languages|3
Engineering management||4
Design leadership||4
Industrial design||4
Sketching|drawing|2
Style guides||2
Content design|content designer skills|3
Evidence handling|chain of custody|2
Editorial strategy||3
Production management||3
Security management||3
## trade|Trades and field work (occupation coverage)|2
Safety management||3
Environmental regulations||3
OSHA regulations||2
Incident investigation||3
Agricultural machinery||2
Landscape design||3
Measuring|measurement|1
Plumbing code||3
Working at heights|work at height|1
Surface preparation||1
Color matching|colour matching|2
Elevator systems|lift maintenance|4
Power line maintenance||4
Climbing|rope access|2
Lock installation||1
Chemical handling|COSHH|1
Equipment operation||1
Brake systems||2
Diesel engines||3
Precision machining||3
Inspection|visual inspection|2
Pattern reading|sewing patterns|2
Recipe development||3
Precision handwork||2
Design|design skills|3
Vehicle inspection||2
Driving|driving licence,driver's license,driving license|1
Mail sorting||1
Shipping documentation|bill of lading|1
Logistics planning||3
Customs regulations||3
Aircraft operation||5
Crew resource management|CRM (aviation)|3
Aviation regulations|EASA regulations,FAA regulations|3
Safety procedures||1
Maritime safety|STCW|3
Crew management||3
Rail operations||3
Crop cultivation||2
Farm management||3
Net mending||1
Chainsaw operation||2
Tree identification||2
Local knowledge||1
Sport knowledge||1
Hair coloring|hair colouring|2
Skincare|facials|2
Surveillance||2
Inmate supervision||2
Weapons handling|firearms|3
Lighting||2
Color grading|colour grading|3
Audio engineering|sound engineering|3
Acoustics||4
Music performance||4
Memorization|memorisation|2
Meal preparation||1
`;
