/**
 * Healthcare, nursing, pharmacy, allied health, social care and education skills.
 * Names follow ESCO v1.2 (health and care, education) and O*NET 28 task statements. Format: see software.ts.
 */
export const HEALTH_EDUCATION = `
## healthcare|Clinical nursing|3
Patient assessment|patient assessments,nursing assessment,clinical assessment|3|Vital signs monitoring
Patient care|direct patient care,bedside care,Patientenversorgung|2
Vital signs monitoring|vital signs,taking vital signs,observations|1
Medication administration|administering medication,med administration|2
Intravenous therapy|IV therapy,IV insertion,cannulation|3
Phlebotomy|venipuncture,blood draws,blood drawing|2
Wound care|wound management,wound dressing,Wundversorgung,Wundmanagement|2
Infection control|infection prevention,infection prevention and control,Hygiene management,hand hygiene|2
Care planning|nursing care plans,care plans|2
Triage|emergency triage|3
Critical care nursing|ICU nursing,intensive care nursing,Critical care,Intensivpflege,soins intensifs|4|10
Emergency nursing|ER nursing,A&E nursing|4
Perioperative nursing|theatre nursing,OR nursing,scrub nurse|4
Pediatric nursing|paediatric nursing|4
Neonatal care|NICU|4
Obstetric nursing|labor and delivery,midwifery care,Labour and delivery|4
Midwifery|Obstetrics|4
Oncology nursing||4
Mental health nursing|psychiatric nursing|4
Geriatric care|elderly care,aged care,gerontology|2
Palliative care|end-of-life care,hospice care|3
Home health care|home care|2
Community nursing|district nursing|3
Dialysis|hemodialysis|3
Catheterization|catheter care|2
Tracheostomy care||3
Ventilator management|mechanical ventilation,Beatmung|4
Nasogastric tube insertion|NG tube|2
Blood transfusion||3
Pain management||3
Patient education|health education|2
Discharge planning||2
Patient advocacy||2
Clinical documentation|nursing documentation,charting|2
Electronic health records|EHR,EMR,electronic medical records|1
Epic Systems|Epic,Epic EHR|2
Cerner|Oracle Health|2
Meditech||2
Allscripts||2
Basic life support|BLS,BCLS,Basic cardiac life support|1
Advanced cardiac life support|ACLS,Advanced life support|2
Pediatric advanced life support|PALS|2
Cardiopulmonary resuscitation|CPR|1
First aid||1
Personal care|activities of daily living,ADL assistance|1
Patient transfer|patient handling,manual handling of patients,Manual handling|1
Feeding assistance||1
Dementia care||2
Safeguarding|safeguarding adults,safeguarding children,child protection|2
## healthcare|Clinical medicine and allied health|4
Clinical diagnosis|diagnosis,differential diagnosis|5
Medical history taking|history taking|3
Physical examination||3
Treatment planning||4
Prescribing|prescription writing|4
Surgery|surgical procedures|5
Minor surgical procedures||4
Anesthesia|anaesthesia|5
Radiology|diagnostic imaging,Medical imaging|5
Ultrasound|sonography|4
X-ray imaging|radiography|3
MRI||4
CT scanning|computed tomography|4
Electrocardiography|ECG,EKG|2
Echocardiography||4
Clinical laboratory testing|lab testing,medical laboratory science|3
Microbiology||4
Hematology|haematology|4
Histology|histopathology|4
Pathology||5
Cardiology||5
Oncology||5
Pediatrics|paediatrics|5
Psychiatry||5
Dermatology||5
Emergency medicine||5
Internal medicine||5
General practice|family medicine,primary care|5
Public health||3
Epidemiology||4
Biostatistics||4
Health promotion||2
Occupational health||3
Physiotherapy|physical therapy,PT|4
Occupational therapy|OT|4
Speech and language therapy|speech therapy,speech-language pathology,SLP|4
Respiratory therapy|Respiratory care|3
Rehabilitation|rehab|3
Manual therapy|massage therapy,massage|2
Chiropractic care||4
Dietetics|nutrition counseling,dietary planning|3
Nutrition|clinical nutrition|3
Optometry|eye examinations,Eye examination|4
Audiology|hearing tests,Hearing assessment|4
Dentistry|dental care|5
Dental hygiene|teeth cleaning|3
Dental assisting|chairside assisting,Chairside assistance|2
Orthodontics||5
Veterinary medicine|veterinary care|5
Animal care|animal handling|1
Paramedic care|prehospital care|3
Emergency medical services|EMS|3
Medical coding|ICD-10,ICD-10 coding,CPT coding,clinical coding|2
Medical billing|healthcare billing,revenue cycle management|2
Medical terminology||1
Medical transcription||1
Health information management|HIM|2
Healthcare administration|healthcare management,hospital administration|3
Patient scheduling|appointment scheduling|1
Clinical research|clinical trials|4|5
Good clinical practice|GCP|2
Pharmacovigilance|drug safety|3
Regulatory submissions|FDA submissions|4
Medical devices|medical device regulation,MDR|3
Quality improvement in healthcare|clinical governance,clinical audit|3
Telehealth|telemedicine|2
Sterilization|sterile processing,decontamination|2
Aseptic technique|sterile technique|2
Specimen collection||1
## healthcare|Pharmacy|3
Pharmacy practice|pharmaceutical care|4
Dispensing|medication dispensing,dispensing medications|2
Compounding|pharmaceutical compounding|3
Medication reconciliation|medicines reconciliation,medicine reconciliation|2
Accuracy checking (pharmacy)|accredited checking technician,accuracy checking technician,final accuracy checking,accredited checking pharmacy technician,ACPT|3|Dispensing
Pharmacology||4
Pharmaceutical science|pharmaceutical sciences|3|Pharmacology
Clinical pharmacy||4
Drug interactions||3
Pharmacy inventory management||2
Controlled substances handling||2
## healthcare|Mental health and social care|3
Counseling|counselling|3
Psychotherapy||5
Cognitive behavioral therapy|CBT,cognitive behavioural therapy|4
Crisis intervention||3
Case management (social work)|social casework|3
Social work||4
Substance abuse counseling|addiction counseling|3
Psychological assessment|psychometric testing|4
Clinical psychology||5
Applied behavior analysis|ABA|3
Trauma-informed care||3
Motivational interviewing||3
Child care|childcare|1
Early childhood care|nursery care|2
Youth work||2
Disability support|support work|2
Residential care||2
Care coordination|care management|2
Home visits||2
## education|Teaching and education|3
Teaching|instruction|3
Lesson planning|lesson plans|2
Curriculum development|curriculum design|3
Classroom management||3
Differentiated instruction|differentiation|3
Student assessment|assessment of learning,grading|2
Formative assessment||2
Special educational needs|special education,SEN,SEND,SPED|4
Individualized education programs|IEP,IEPs|3
Inclusive education|inclusion|3
Early childhood education|ECE,early years education,kindergarten teaching|3
Primary education|elementary education|3
Secondary education|high school teaching|3
Higher education teaching|university teaching,lecturing|4
Adult education|adult learning|3
Vocational training|technical and vocational education,TVET|3
Tutoring|private tutoring|2
Mentoring students|student mentoring|2
Academic advising|student advising|2
Career counseling|career guidance|3
Student support|pastoral care|2
Behavior management|behaviour management|2
Parent communication|parent-teacher communication|1
STEM education|STEM teaching|3
Mathematics teaching|math instruction|3
Science teaching||3
English language teaching|ELT|3
Teaching English as a foreign language|TEFL,TESOL,ESL teaching,TESL|3
Literacy instruction|reading instruction,phonics|3
Educational technology|EdTech|2
Learning management systems|LMS|1
Moodle||1
Canvas LMS|Canvas|1
Blackboard|Blackboard Learn|1
Google Classroom||1
Online teaching|remote teaching,distance learning|2
E-learning development|eLearning|2
Articulate Storyline|Articulate 360,Articulate|2
Adobe Captivate|Captivate|2
Educational leadership|school leadership|4
School administration||3
Exam invigilation|proctoring|1
Research methods|research methodology|3
Academic writing||3
Qualitative research||3
Quantitative research||3
Literature review|systematic review|3
Peer review||3
Grant management||3
Laboratory skills|lab techniques,laboratory work,Laboratory techniques|3
Library science|librarianship,cataloguing|3
Archiving|archival management|3
Museum curation|curation|3
`;
