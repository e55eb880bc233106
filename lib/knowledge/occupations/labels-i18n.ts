/**
 * Occupation titles in German, French, Spanish, Dutch, Italian and Portuguese, for letters written in those
 * languages (issue 15). Team-authored by CareerStack from common usage in national job adverts and the
 * national occupation names we know (e.g. the German "Pflegefachkraft", the French "infirmier", the Dutch
 * "verpleegkundige"); not a transcription of any published classification, and no translation service. One line
 * per occupation of the occupation tables (all of them), format in ../label-table.ts.
 *
 * Conventions: the form a job advert uses as its heading. German, French, Spanish, Italian and Portuguese use the
 * generic masculine of adverts (which add "(m/w/d)", "(H/F)" and the like; we leave those tags out) unless a
 * neutral noun is the usual one (Pflegefachkraft, Reinigungskraft); Dutch job names are mostly neutral. Portuguese
 * follows European usage. "=" marks an English title that is itself the usual name in that language.
 * "Senior"/"Junior" are not part of a label: localizeJobTitle adds them the way each language places them.
 */
import { getOccupation, findOccupation, normalizeTitle } from "./index";
import { isLabelLanguage, parseLabelTable, type LabelLanguage, type LabelRow } from "../label-table";

export const OCCUPATION_LABELS_I18N = `
# Software and IT
software-developer|Softwareentwickler|Développeur logiciel|Desarrollador de software|Softwareontwikkelaar|Sviluppatore software|Desenvolvedor de software
frontend-developer|Frontend-Entwickler|Développeur front-end|Desarrollador front-end|Front-end developer|Sviluppatore front-end|Desenvolvedor front-end
full-stack-developer|Full-Stack-Entwickler|Développeur full stack|Desarrollador full stack|Full-stack developer|Sviluppatore full stack|Desenvolvedor full stack
web-developer|Webentwickler|Développeur web|Desarrollador web|Webontwikkelaar|Sviluppatore web|Desenvolvedor web
mobile-developer|App-Entwickler|Développeur mobile|Desarrollador de aplicaciones móviles|App-ontwikkelaar|Sviluppatore mobile|Desenvolvedor mobile
game-developer|Spieleentwickler|Développeur de jeux vidéo|Desarrollador de videojuegos|Gameontwikkelaar|Sviluppatore di videogiochi|Desenvolvedor de jogos
embedded-engineer|Embedded-Softwareentwickler|Ingénieur logiciel embarqué|Ingeniero de software embebido|=|Ingegnere software embedded|Engenheiro de software embarcado
software-architect|Softwarearchitekt|Architecte logiciel|Arquitecto de software|Softwarearchitect|Architetto software|Arquiteto de software
solutions-architect|Lösungsarchitekt|Architecte de solutions|Arquitecto de soluciones|Oplossingsarchitect|Architetto di soluzioni|Arquiteto de soluções
cloud-architect|Cloud-Architekt|Architecte cloud|Arquitecto cloud|Cloudarchitect|Architetto cloud|Arquiteto de cloud
cloud-engineer|Cloud-Ingenieur|Ingénieur cloud|Ingeniero cloud|=|Ingegnere cloud|Engenheiro de cloud
devops-engineer|DevOps-Ingenieur|Ingénieur DevOps|Ingeniero DevOps|DevOps-engineer|Ingegnere DevOps|Engenheiro DevOps
site-reliability-engineer|Site-Reliability-Ingenieur|Ingénieur fiabilité des sites (SRE)|Ingeniero de fiabilidad de sitios (SRE)|Site reliability engineer (SRE)|Ingegnere dell'affidabilità dei sistemi (SRE)|Engenheiro de confiabilidade de sites (SRE)
systems-administrator|Systemadministrator|Administrateur systèmes|Administrador de sistemas|Systeembeheerder|Amministratore di sistema|Administrador de sistemas
network-administrator|Netzwerkadministrator|Administrateur réseau|Administrador de redes|Netwerkbeheerder|Amministratore di rete|Administrador de redes
network-architect|Netzwerkarchitekt|Architecte réseau|Arquitecto de redes|Netwerkarchitect|Architetto di rete|Arquiteto de redes
it-support-specialist|IT-Support-Mitarbeiter|Technicien support informatique|Técnico de soporte informático|IT-supportmedewerker|Tecnico di supporto IT|Técnico de suporte informático
network-support-specialist|Netzwerktechniker|Technicien réseau|Técnico de redes|Netwerktechnicus|Tecnico di rete|Técnico de redes
database-administrator|Datenbankadministrator|Administrateur de bases de données|Administrador de bases de datos|Databasebeheerder|Amministratore di database|Administrador de bases de dados
database-architect|Datenbankarchitekt|Architecte de bases de données|Arquitecto de bases de datos|Databasearchitect|Architetto di database|Arquiteto de bases de dados
qa-engineer|Softwaretester|Ingénieur qualité logicielle|Ingeniero de calidad de software|Softwaretester|Ingegnere del controllo qualità software|Engenheiro de qualidade de software
qa-lead|Testmanager|Responsable qualité logicielle|Responsable de calidad de software|Testmanager|Responsabile qualità software|Responsável de qualidade de software
computer-programmer|Programmierer|Programmeur|Programador|Programmeur|Programmatore|Programador
systems-analyst|IT-Systemanalytiker|Analyste systèmes|Analista de sistemas|Systeemanalist|Analista di sistemi|Analista de sistemas
information-security-analyst|IT-Sicherheitsanalyst|Analyste en sécurité informatique|Analista de seguridad informática|Informatiebeveiligingsanalist|Analista della sicurezza informatica|Analista de segurança informática
security-engineer|IT-Sicherheitsingenieur|Ingénieur sécurité informatique|Ingeniero de seguridad informática|=|Ingegnere della sicurezza informatica|Engenheiro de segurança informática
penetration-tester|Penetrationstester|Pentesteur|Auditor de pruebas de penetración|Penetratietester|=|Técnico de testes de intrusão
security-architect|IT-Sicherheitsarchitekt|Architecte sécurité|Arquitecto de seguridad|Securityarchitect|Architetto della sicurezza|Arquiteto de segurança
ciso|Informationssicherheitsbeauftragter (CISO)|Responsable de la sécurité des systèmes d'information (RSSI)|Director de seguridad de la información (CISO)|Chief information security officer (CISO)|Responsabile della sicurezza delle informazioni (CISO)|Diretor de segurança da informação (CISO)
it-manager|IT-Leiter|Responsable informatique|Responsable de informática|IT-manager|Responsabile IT|Gestor de TI
cio|IT-Direktor (CIO)|Directeur des systèmes d'information (DSI)|Director de sistemas de información (CIO)|Chief information officer (CIO)|Direttore dei sistemi informativi (CIO)|Diretor de sistemas de informação (CIO)
cto|Technischer Direktor (CTO)|Directeur technique (CTO)|Director de tecnología (CTO)|Chief technology officer (CTO)|Direttore tecnico (CTO)|Diretor de tecnologia (CTO)
engineering-manager|Leiter Softwareentwicklung|Responsable du développement logiciel|Responsable de ingeniería de software|=|Responsabile dello sviluppo software|Gestor de engenharia de software
director-of-engineering|Direktor Softwareentwicklung|Directeur de l'ingénierie logicielle|Director de ingeniería de software|Directeur engineering|Direttore dell'ingegneria software|Diretor de engenharia de software
technical-director|Technischer Leiter|Directeur technique|Director técnico|Technisch directeur|Direttore tecnico|Diretor técnico
it-project-manager|IT-Projektleiter|Chef de projet informatique|Jefe de proyectos informáticos|IT-projectleider|Project manager IT|Gestor de projetos de TI
scrum-master|=|=|=|=|=|=
agile-coach|=|Coach agile|Coach ágil|=|=|Coach ágil
product-manager|Produktmanager|Chef de produit|Responsable de producto|Productmanager|=|Gestor de produto
head-of-product|Leiter Produktmanagement|Directeur produit|Director de producto|Hoofd product|Responsabile di prodotto|Diretor de produto
product-owner|=|=|=|=|=|=
business-analyst|Business-Analyst|Analyste métier|Analista de negocio|Bedrijfsanalist|Analista di business|Analista de negócio
technical-writer|Technischer Redakteur|Rédacteur technique|Redactor técnico|Technisch schrijver|Redattore tecnico|Redator técnico
ux-writer|UX-Texter|Rédacteur UX|Redactor UX|UX-schrijver|=|Redator UX
documentation-manager|Leiter Dokumentation|Responsable documentation|Responsable de documentación|Documentatiemanager|Responsabile della documentazione|Responsável de documentação
blockchain-developer|Blockchain-Entwickler|Développeur blockchain|Desarrollador blockchain|Blockchainontwikkelaar|Sviluppatore blockchain|Desenvolvedor blockchain
salesforce-developer|Salesforce-Entwickler|Développeur Salesforce|Desarrollador Salesforce|Salesforce-ontwikkelaar|Sviluppatore Salesforce|Desenvolvedor Salesforce
crm-administrator|CRM-Administrator|Administrateur CRM|Administrador de CRM|CRM-beheerder|Amministratore CRM|Administrador de CRM
erp-consultant|ERP-Berater|Consultant ERP|Consultor ERP|ERP-consultant|Consulente ERP|Consultor ERP
# Data and AI
data-scientist|=|=|Científico de datos|=|=|Cientista de dados
data-analyst|Datenanalyst|Analyste de données|Analista de datos|Data-analist|Analista di dati|Analista de dados
bi-analyst|Business-Intelligence-Analyst|Analyste décisionnel|Analista de inteligencia de negocio|BI-analist|Analista di business intelligence|Analista de business intelligence
analytics-engineer|=|Ingénieur analytique|Ingeniero de analítica|=|=|Engenheiro de analítica
analytics-manager|Leiter Datenanalyse|Responsable de l'analyse de données|Responsable de analítica|=|Responsabile analisi dati|Gestor de análise de dados
data-engineer|Dateningenieur|Ingénieur données|Ingeniero de datos|Data-engineer|Ingegnere dei dati|Engenheiro de dados
data-architect|Datenarchitekt|Architecte de données|Arquitecto de datos|Data-architect|Architetto dei dati|Arquiteto de dados
head-of-data|Leiter Daten|Directeur des données|Director de datos|Hoofd data|Responsabile dei dati|Diretor de dados
machine-learning-engineer|Machine-Learning-Ingenieur|Ingénieur en apprentissage automatique|Ingeniero de aprendizaje automático|=|Ingegnere di machine learning|Engenheiro de aprendizagem automática
mlops-engineer|MLOps-Ingenieur|Ingénieur MLOps|Ingeniero MLOps|MLOps-engineer|Ingegnere MLOps|Engenheiro MLOps
ai-research-scientist|KI-Forscher|Chercheur en intelligence artificielle|Investigador en inteligencia artificial|AI-onderzoeker|Ricercatore di intelligenza artificiale|Investigador em inteligência artificial
computer-research-scientist|Informatikforscher|Chercheur en informatique|Investigador en informática|Onderzoeker informatica|Ricercatore informatico|Investigador em informática
prompt-engineer|Prompt-Ingenieur|Ingénieur prompt|Ingeniero de prompts|=|=|Engenheiro de prompts
nlp-engineer|NLP-Ingenieur|Ingénieur en traitement automatique du langage|Ingeniero de procesamiento del lenguaje natural|NLP-engineer|Ingegnere NLP|Engenheiro de processamento de linguagem natural
computer-vision-engineer|Ingenieur für Bildverarbeitung|Ingénieur en vision par ordinateur|Ingeniero de visión artificial|Computervisie-engineer|Ingegnere di visione artificiale|Engenheiro de visão computacional
statistician|Statistiker|Statisticien|Estadístico|Statisticus|Statistico|Estatístico
mathematician|Mathematiker|Mathématicien|Matemático|Wiskundige|Matematico|Matemático
operations-research-analyst|Operations-Research-Analyst|Analyste en recherche opérationnelle|Analista de investigación operativa|Operationeel onderzoeker|Analista di ricerca operativa|Analista de investigação operacional
quantitative-analyst|Quantitativer Analyst|Analyste quantitatif|Analista cuantitativo|Kwantitatief analist|Analista quantitativo|Analista quantitativo
gis-analyst|GIS-Analyst|Analyste SIG|Analista SIG|GIS-analist|Analista GIS|Analista SIG
# Healthcare
registered-nurse|Pflegefachkraft|Infirmier|Enfermero|Verpleegkundige|Infermiere|Enfermeiro
nurse-practitioner|Pflegeexperte APN|Infirmier en pratique avancée|Enfermero de práctica avanzada|Verpleegkundig specialist|Infermiere di pratica avanzata|Enfermeiro de prática avançada
licensed-practical-nurse|Pflegeassistent|Infirmier auxiliaire|Técnico en cuidados de enfermería|Verzorgende IG|Infermiere generico|Auxiliar de enfermagem
nursing-assistant|Pflegehelfer|Aide-soignant|Auxiliar de enfermería|Helpende zorg|Operatore socio-sanitario|Auxiliar de ação médica
home-health-aide|Betreuungskraft|Auxiliaire de vie|Auxiliar de ayuda a domicilio|Thuiszorgmedewerker|Assistente domiciliare|Ajudante de ação direta
nurse-manager|Pflegedienstleiter|Cadre de santé|Supervisor de enfermería|Teamleider verpleging|Coordinatore infermieristico|Enfermeiro gestor
nurse-educator|Praxisanleiter|Formateur en soins infirmiers|Enfermero docente|Praktijkopleider verpleegkunde|Infermiere formatore|Enfermeiro formador
midwife|Hebamme|Sage-femme|Matrona|Verloskundige|Ostetrica|Parteira
general-practitioner|Allgemeinmediziner|Médecin généraliste|Médico de familia|Huisarts|Medico di medicina generale|Médico de família
internal-medicine-physician|=|Médecin interniste|Médico internista|=|Medico internista|Médico internista
pediatrician|Kinderarzt|Pédiatre|Pediatra|Kinderarts|Pediatra|Pediatra
psychiatrist|Psychiater|Psychiatre|Psiquiatra|Psychiater|Psichiatra|Psiquiatra
surgeon|Chirurg|Chirurgien|Cirujano|Chirurg|Chirurgo|Cirurgião
anesthesiologist|Anästhesist|Anesthésiste|Anestesiólogo|Anesthesioloog|Anestesista|Anestesiologista
cardiologist|Kardiologe|Cardiologue|Cardiólogo|Cardioloog|Cardiologo|Cardiologista
obstetrician|Frauenarzt|Gynécologue-obstétricien|Ginecólogo-obstetra|Gynaecoloog|Ginecologo|Ginecologista-obstetra
radiologist|Radiologe|Radiologue|Radiólogo|Radioloog|Radiologo|Radiologista
nurse-anesthetist|Anästhesiepflegekraft|Infirmier anesthésiste|Enfermero de anestesia|Anesthesiemedewerker|Infermiere di anestesia|Enfermeiro de anestesia
physician-assistant|=|Assistant médical|Asistente médico|=|Assistente medico|Assistente médico
pharmacist|Apotheker|Pharmacien|Farmacéutico|Apotheker|Farmacista|Farmacêutico
pharmacy-technician|Pharmazeutisch-technischer Assistent|Préparateur en pharmacie|Técnico en farmacia|Apothekersassistent|Tecnico di farmacia|Técnico de farmácia
dentist|Zahnarzt|Chirurgien-dentiste|Dentista|Tandarts|Dentista|Médico dentista
dental-hygienist|Dentalhygieniker|Hygiéniste dentaire|Higienista dental|Mondhygiënist|Igienista dentale|Higienista oral
dental-assistant|Zahnmedizinischer Fachangestellter|Assistant dentaire|Auxiliar de odontología|Tandartsassistent|Assistente alla poltrona|Assistente dentário
physical-therapist|Physiotherapeut|Kinésithérapeute|Fisioterapeuta|Fysiotherapeut|Fisioterapista|Fisioterapeuta
occupational-therapist|Ergotherapeut|Ergothérapeute|Terapeuta ocupacional|Ergotherapeut|Terapista occupazionale|Terapeuta ocupacional
speech-language-pathologist|Logopäde|Orthophoniste|Logopeda|Logopedist|Logopedista|Terapeuta da fala
respiratory-therapist|Atmungstherapeut|Kinésithérapeute respiratoire|Fisioterapeuta respiratorio|Longfunctieanalist|Fisioterapista respiratorio|Cardiopneumologista
radiologic-technologist|Medizinischer Technologe für Radiologie|Manipulateur en radiologie|Técnico en radiodiagnóstico|Radiodiagnostisch laborant|Tecnico di radiologia|Técnico de radiologia
sonographer|Sonograf|Échographiste|Técnico en ecografía|Echografist|Ecografista|Ecografista
medical-lab-scientist|Medizinischer Technologe für Laboratoriumsanalytik|Technicien de laboratoire médical|Técnico de laboratorio clínico|Medisch laboratoriumanalist|Tecnico di laboratorio biomedico|Técnico de análises clínicas
phlebotomist|=|Préleveur|Técnico de extracciones|Bloedafnamemedewerker|Addetto ai prelievi|Técnico de colheitas
medical-assistant|Medizinischer Fachangestellter|Assistant médical|Auxiliar de clínica|Doktersassistent|Assistente di studio medico|Assistente de consultório
medical-secretary|Arztsekretär|Secrétaire médical|Secretario médico|Medisch secretaresse|Segretario medico|Secretário clínico
medical-records-specialist|Medizinischer Dokumentar|Technicien d'information médicale|Técnico en documentación sanitaria|Medisch codeur|Codificatore sanitario|Técnico de codificação clínica
emt|Rettungssanitäter|Ambulancier|Técnico en emergencias sanitarias|Ambulancechauffeur|Soccorritore|Técnico de emergência médica
paramedic|Notfallsanitäter|Ambulancier diplômé|Técnico en emergencias sanitarias avanzado|Ambulanceverpleegkundige|Soccorritore avanzato|Técnico de emergência pré-hospitalar
surgical-technologist|Operationstechnischer Assistent|Infirmier de bloc opératoire|Instrumentista quirúrgico|Operatieassistent|Strumentista di sala operatoria|Instrumentista cirúrgico
optometrist|=|Optométriste|Optometrista|=|Optometrista|Optometrista
optician|Augenoptiker|Opticien|Óptico|Opticien|Ottico|Óptico
audiologist|Audiologe|Audiologiste|Audiólogo|Audioloog|Audiologo|Audiologista
chiropractor|Chiropraktiker|Chiropracteur|Quiropráctico|=|Chiropratico|Quiroprático
dietitian|Diätassistent|Diététicien|Dietista-nutricionista|Diëtist|Dietista|Nutricionista
veterinarian|Tierarzt|Vétérinaire|Veterinario|Dierenarts|Veterinario|Médico veterinário
veterinary-technician|Tiermedizinischer Fachangestellter|Auxiliaire vétérinaire|Auxiliar técnico veterinario|Dierenartsassistent|Assistente veterinario|Enfermeiro veterinário
clinical-psychologist|Klinischer Psychologe|Psychologue clinicien|Psicólogo clínico|Klinisch psycholoog|Psicologo clinico|Psicólogo clínico
mental-health-counselor|Psychologischer Berater|Conseiller en santé mentale|Consejero de salud mental|Ggz-hulpverlener|Consulente per la salute mentale|Conselheiro de saúde mental
health-educator|Gesundheitspädagoge|Éducateur pour la santé|Educador para la salud|Gezondheidsvoorlichter|Educatore sanitario|Educador para a saúde
community-health-worker|Gesundheitslotse|Médiateur en santé|Agente de salud comunitaria|Wijkgezondheidswerker|Operatore sanitario di comunità|Agente de saúde comunitária
healthcare-administrator|Klinikmanager|Directeur d'établissement de santé|Gerente de servicios de salud|Zorgmanager|Dirigente sanitario|Gestor de serviços de saúde
epidemiologist|Epidemiologe|Épidémiologiste|Epidemiólogo|Epidemioloog|Epidemiologo|Epidemiologista
medical-scientist|Medizinischer Wissenschaftler|Chercheur en sciences médicales|Investigador biomédico|Medisch onderzoeker|Ricercatore biomedico|Investigador biomédico
clinical-research-associate|Klinischer Monitor|Attaché de recherche clinique|Monitor de ensayos clínicos|Klinisch onderzoeksmedewerker|Monitor di studi clinici|Monitor de ensaios clínicos
clinical-research-manager|Leiter klinische Forschung|Chef de projet en recherche clinique|Responsable de investigación clínica|Manager klinisch onderzoek|Responsabile della ricerca clinica|Gestor de investigação clínica
regulatory-affairs-specialist|Zulassungsmanager|Chargé des affaires réglementaires|Técnico de asuntos regulatorios|Regulatory affairs-specialist|Specialista in affari regolatori|Técnico de assuntos regulamentares
# Social care and community
social-worker|Sozialarbeiter|Assistant de service social|Trabajador social|Maatschappelijk werker|Assistente sociale|Assistente social
social-work-manager|Leiter sozialer Dienste|Responsable de service social|Director de servicios sociales|Manager maatschappelijke dienstverlening|Responsabile dei servizi sociali|Diretor de serviços sociais
social-care-worker|Betreuer in der Sozialarbeit|Accompagnant éducatif et social|Técnico en atención sociosanitaria|Begeleider|Operatore sociale|Técnico de ação social
childcare-worker|Kinderbetreuer|Auxiliaire de puériculture|Cuidador infantil|Pedagogisch medewerker kinderopvang|Educatore d'infanzia|Auxiliar de educação de infância
# Education
preschool-teacher|Erzieher|Enseignant en maternelle|Maestro de educación infantil|Leerkracht kleuteronderwijs|Insegnante di scuola dell'infanzia|Educador de infância
elementary-teacher|Grundschullehrer|Professeur des écoles|Maestro de educación primaria|Leerkracht basisonderwijs|Insegnante di scuola primaria|Professor do ensino básico
middle-school-teacher|Lehrer der Sekundarstufe I|Professeur de collège|Profesor de educación secundaria|Docent onderbouw voortgezet onderwijs|Insegnante di scuola secondaria di primo grado|Professor do terceiro ciclo do ensino básico
secondary-teacher|Gymnasiallehrer|Professeur de lycée|Profesor de bachillerato|Docent voortgezet onderwijs|Insegnante di scuola secondaria di secondo grado|Professor do ensino secundário
special-education-teacher|Sonderpädagoge|Enseignant spécialisé|Maestro de educación especial|Leerkracht speciaal onderwijs|Insegnante di sostegno|Professor de educação especial
teaching-assistant|Schulbegleiter|Assistant d'éducation|Auxiliar docente|Onderwijsassistent|Assistente educativo|Assistente educativo
tutor|Nachhilfelehrer|Professeur particulier|Profesor particular|Bijlesdocent|Insegnante privato|Explicador
esl-teacher|Englischlehrer|Professeur d'anglais langue étrangère|Profesor de inglés como lengua extranjera|Docent Engels als tweede taal|Insegnante di inglese come lingua straniera|Professor de inglês como língua estrangeira
university-lecturer|Hochschuldozent|Enseignant-chercheur|Profesor universitario|Universitair docent|Docente universitario|Professor universitário
academic-dean|Hochschulverwaltungsleiter|Directeur d'établissement d'enseignement supérieur|Decano|Decaan|Preside di facoltà|Diretor de estabelecimento de ensino superior
school-principal|Schulleiter|Chef d'établissement|Director de centro educativo|Schooldirecteur|Dirigente scolastico|Diretor escolar
instructional-coordinator|Bildungsreferent|Ingénieur pédagogique|Diseñador instruccional|Onderwijskundige|Progettista didattico|Designer instrucional
school-counselor|Schulberater|Conseiller d'orientation|Orientador escolar|Schooldecaan|Orientatore scolastico|Psicólogo escolar
librarian|Bibliothekar|Bibliothécaire|Bibliotecario|Bibliothecaris|Bibliotecario|Bibliotecário
archivist|Archivar|Archiviste|Archivero|Archivaris|Archivista|Arquivista
museum-curator|Kurator|Conservateur de musée|Conservador de museo|Conservator|Curatore museale|Conservador de museu
# Finance and accounting
accountant|Buchhalter|Comptable|Contable|Boekhouder|Contabile|Contabilista
senior-accountant|Senior-Buchhalter|Comptable senior|Contable sénior|Senior boekhouder|Contabile senior|Contabilista sénior
auditor|Revisor|Auditeur|=|Accountant-auditor|Revisore contabile|=
audit-manager|Prüfungsleiter|Responsable d'audit|Gerente de auditoría|Auditmanager|Responsabile dell'audit|Gestor de auditoria
controller|Controller|Contrôleur de gestion|Controller financiero|Controller|Controller|Controller financeiro
financial-manager|Finanzleiter|Responsable financier|Responsable financiero|Financieel manager|Responsabile finanziario|Gestor financeiro
cfo|Finanzvorstand (CFO)|Directeur administratif et financier (DAF)|Director financiero (CFO)|Financieel directeur (CFO)|Direttore finanziario (CFO)|Diretor financeiro (CFO)
bookkeeper|Finanzbuchhalter|Aide-comptable|Auxiliar contable|Administratief medewerker boekhouding|Addetto alla contabilità|Técnico de contabilidade
accounts-payable-clerk|Kreditorenbuchhalter|Comptable fournisseurs|Técnico de cuentas a pagar|Crediteurenadministrateur|Addetto alla contabilità fornitori|Técnico de contas a pagar
payroll-specialist|Lohnbuchhalter|Gestionnaire de paie|Técnico de nóminas|Salarisadministrateur|Addetto alle paghe|Técnico de processamento salarial
payroll-manager|Leiter Entgeltabrechnung|Responsable paie|Responsable de nóminas|Manager salarisadministratie|Responsabile paghe|Responsável de processamento salarial
tax-advisor|Steuerberater|Conseiller fiscal|Asesor fiscal|Belastingadviseur|Consulente fiscale|Consultor fiscal
financial-analyst|Finanzanalyst|Analyste financier|Analista financiero|Financieel analist|Analista finanziario|Analista financeiro
budget-analyst|Budgetanalyst|Analyste budgétaire|Analista de presupuestos|Budgetanalist|Analista di budget|Analista orçamental
investment-banker|Investmentbanker|Banquier d'affaires|Banquero de inversión|=|Banchiere d'investimento|Banqueiro de investimento
portfolio-manager|Portfoliomanager|Gérant de portefeuille|Gestor de carteras|Portefeuillebeheerder|Gestore di portafoglio|Gestor de carteiras
securities-trader|Wertpapierhändler|Négociateur en valeurs mobilières|Agente de valores|Effectenhandelaar|Operatore di borsa|Corretor de valores mobiliários
financial-advisor|Finanzberater|Conseiller en gestion de patrimoine|Asesor financiero|Financieel adviseur|Consulente finanziario|Consultor financeiro
loan-officer|Kreditberater|Conseiller en crédit|Gestor de préstamos|Kredietadviseur|Consulente del credito|Gestor de crédito
credit-analyst|Kreditanalyst|Analyste crédit|Analista de riesgos de crédito|Kredietanalist|Analista del credito|Analista de crédito
risk-analyst|Risikoanalyst|Analyste des risques|Analista de riesgos|Risicoanalist|Analista dei rischi|Analista de risco
risk-manager|Risikomanager|Gestionnaire des risques|Gestor de riesgos|Risicomanager|=|Gestor de risco
actuary|Aktuar|Actuaire|Actuario|Actuaris|Attuario|Atuário
insurance-underwriter|Underwriter|Souscripteur|Suscriptor de seguros|Acceptant|Assuntore|Subscritor de seguros
claims-adjuster|Schadenregulierer|Gestionnaire de sinistres|Tramitador de siniestros|Schadebehandelaar|Liquidatore sinistri|Gestor de sinistros
insurance-agent|Versicherungsvertreter|Agent d'assurance|Agente de seguros|Verzekeringsagent|Agente assicurativo|Agente de seguros
bank-teller|Bankkaufmann|Guichetier|Cajero de banco|Baliemedewerker bank|Cassiere di banca|Caixa bancário
branch-manager|Filialleiter Bank|Directeur d'agence bancaire|Director de sucursal bancaria|Kantoordirecteur bank|Direttore di filiale|Gerente de balcão
financial-examiner|Bankenprüfer|Inspecteur des banques|Inspector de entidades financieras|Toezichthouder financiële instellingen|Ispettore bancario|Inspetor de supervisão financeira
tax-examiner|Steuerprüfer|Inspecteur des finances publiques|Inspector de Hacienda|Belastinginspecteur|Funzionario tributario|Inspetor tributário
# Business operations
management-analyst|Unternehmensberater|Consultant en management|Consultor de gestión|Managementconsultant|Consulente di direzione|Consultor de gestão
project-manager|Projektleiter|Chef de projet|Jefe de proyecto|Projectleider|=|Gestor de projetos
program-manager|Programmmanager|Directeur de programme|Director de programas|Programmamanager|=|Gestor de programas
operations-manager|Betriebsleiter|Directeur des opérations|Director de operaciones|Operationeel manager|Direttore operativo|Diretor de operações
chief-operating-officer|Chief Operating Officer (COO)|Directeur général délégué (COO)|Director de operaciones (COO)|Chief operating officer (COO)|Direttore operativo (COO)|Diretor de operações (COO)
chief-executive|Geschäftsführer|Directeur général|Director general|Algemeen directeur|Amministratore delegato|Diretor-geral
administrative-services-manager|Leiter Verwaltung|Responsable des services généraux|Responsable de servicios generales|Manager facilitaire diensten|Responsabile dei servizi generali|Responsável de serviços administrativos
compliance-officer|Compliance-Beauftragter|Chargé de conformité|Técnico de cumplimiento normativo|=|Addetto alla compliance|Técnico de compliance
compliance-manager|Compliance-Manager|Responsable conformité|Responsable de cumplimiento normativo|=|Responsabile compliance|Responsável de compliance
quality-manager|Qualitätsmanager|Responsable qualité|Responsable de calidad|Kwaliteitsmanager|Responsabile qualità|Gestor de qualidade
purchasing-agent|Einkäufer|Acheteur|Comprador|Inkoper|Buyer|Comprador
purchasing-manager|Einkaufsleiter|Responsable des achats|Jefe de compras|Inkoopmanager|Responsabile acquisti|Diretor de compras
event-planner|Veranstaltungsplaner|Organisateur d'événements|Organizador de eventos|Evenementenorganisator|Organizzatore di eventi|Organizador de eventos
fundraiser|=|Chargé de collecte de fonds|Captador de fondos|Fondsenwerver|=|Angariador de fundos
nonprofit-director|Geschäftsführer einer gemeinnützigen Organisation|Directeur d'association|Director de organización sin ánimo de lucro|Directeur non-profitorganisatie|Direttore di ente non profit|Diretor de organização sem fins lucrativos
cost-estimator|Kalkulator|Économiste de la construction|Técnico en presupuestos|Calculator|Preventivista|Orçamentista
# Human resources
hr-specialist|Personalreferent|Chargé des ressources humaines|Técnico de recursos humanos|HR-adviseur|Specialista delle risorse umane|Técnico de recursos humanos
hr-assistant|Personalsachbearbeiter|Assistant ressources humaines|Auxiliar de recursos humanos|HR-assistent|Assistente risorse umane|Assistente de recursos humanos
recruiter|Personalvermittler|Chargé de recrutement|Técnico de selección|=|=|Recrutador
talent-acquisition-manager|Leiter Personalgewinnung|Responsable du recrutement|Responsable de adquisición de talento|=|Responsabile della selezione|Responsável de recrutamento
hr-manager|Personalleiter|Responsable des ressources humaines|Director de recursos humanos|HR-manager|Responsabile delle risorse umane|Diretor de recursos humanos
compensation-manager|Leiter Vergütung und Benefits|Responsable rémunération et avantages sociaux|Responsable de compensación y beneficios|Manager beloning en arbeidsvoorwaarden|Responsabile compensation & benefit|Responsável de compensação e benefícios
compensation-analyst|Vergütungsanalyst|Analyste rémunération|Analista de compensación|Beloningsanalist|Analista retributivo|Analista de compensação
training-specialist|Personalentwickler|Chargé de formation|Técnico de formación|Trainer-opleidingsadviseur|Formatore aziendale|Técnico de formação
training-manager|Leiter Personalentwicklung|Responsable formation|Responsable de formación|Opleidingsmanager|Responsabile della formazione|Responsável de formação
labor-relations-specialist|Referent Arbeitsbeziehungen|Chargé des relations sociales|Técnico de relaciones laborales|Adviseur arbeidsverhoudingen|Specialista in relazioni industriali|Técnico de relações laborais
# Sales and customer
sales-representative|Vertriebsmitarbeiter|Commercial|Comercial|Vertegenwoordiger|Agente di commercio|Comercial
technical-sales-representative|Technischer Vertriebsmitarbeiter|Technico-commercial|Comercial técnico|Technisch vertegenwoordiger|Tecnico commerciale|Técnico comercial
sales-engineer|Vertriebsingenieur|Ingénieur commercial|Ingeniero de ventas|=|Ingegnere commerciale|Engenheiro comercial
account-manager|Kundenbetreuer|Chargé de clientèle|Gestor de cuentas|Accountmanager|=|Gestor de clientes
customer-success-manager|=|Responsable succès client|Responsable de éxito del cliente|=|=|Gestor de sucesso do cliente
sales-manager|Vertriebsleiter|Directeur commercial|Director comercial|Salesmanager|Direttore commerciale|Diretor comercial
retail-salesperson|Verkäufer|Vendeur|Dependiente|Verkoopmedewerker|Addetto alle vendite|Vendedor
cashier|Kassierer|Caissier|Cajero|Kassamedewerker|Cassiere|Operador de caixa
retail-supervisor|Abteilungsleiter im Einzelhandel|Chef de rayon|Encargado de tienda|Afdelingsleider winkel|Capo reparto|Chefe de secção
store-manager|Filialleiter|Directeur de magasin|Gerente de tienda|Winkelmanager|=|Gerente de loja
customer-service-representative|Kundenberater|Conseiller clientèle|Agente de atención al cliente|Klantenservicemedewerker|Addetto al servizio clienti|Assistente de apoio ao cliente
customer-service-manager|Leiter Kundenservice|Responsable du service client|Responsable de atención al cliente|Manager klantenservice|Responsabile del servizio clienti|Gestor de apoio ao cliente
real-estate-agent|Immobilienmakler|Agent immobilier|Agente inmobiliario|Makelaar|Agente immobiliare|Agente imobiliário
property-manager|Immobilienverwalter|Gestionnaire de biens immobiliers|Administrador de fincas|Vastgoedbeheerder|Amministratore di immobili|Gestor de imóveis
# Marketing and communications
marketing-manager|Marketingleiter|Responsable marketing|Director de marketing|Marketingmanager|Responsabile marketing|Diretor de marketing
digital-marketing-specialist|Online-Marketing-Manager|Chargé de marketing digital|Especialista en marketing digital|Online marketeer|Specialista di marketing digitale|Especialista em marketing digital
seo-specialist|SEO-Manager|Consultant SEO|Especialista SEO|SEO-specialist|Specialista SEO|Especialista em SEO
social-media-manager|Social-Media-Manager|Responsable des réseaux sociaux|Responsable de redes sociales|Socialmediamanager|=|Gestor de redes sociais
content-writer|Content-Redakteur|Rédacteur web|Redactor de contenidos|Contentschrijver|Redattore di contenuti|Redator de conteúdos
copywriter|Werbetexter|Concepteur-rédacteur|Redactor publicitario|Tekstschrijver|=|Redator publicitário
content-strategist|Content-Stratege|Stratège de contenu|Estratega de contenidos|Contentstrateeg|=|Estratega de conteúdos
marketing-coordinator|Marketingkoordinator|Coordinateur marketing|Coordinador de marketing|Marketingcoördinator|Coordinatore marketing|Coordenador de marketing
marketing-operations-specialist|Marketing-Operations-Manager|Chargé des opérations marketing|Especialista en operaciones de marketing|Marketing operations-specialist|Specialista di marketing operations|Especialista em operações de marketing
product-marketing-manager|Produktmarketingmanager|Responsable marketing produit|Responsable de marketing de producto|Productmarketingmanager|=|Gestor de marketing de produto
market-research-analyst|Marktforscher|Chargé d'études de marché|Analista de investigación de mercados|Marktonderzoeker|Analista di ricerche di mercato|Analista de estudos de mercado
public-relations-specialist|PR-Referent|Chargé de relations presse|Técnico de relaciones públicas|Pr-medewerker|Addetto alle relazioni pubbliche|Técnico de relações públicas
communications-director|Kommunikationsleiter|Directeur de la communication|Director de comunicación|Communicatiemanager|Direttore della comunicazione|Diretor de comunicação
advertising-manager|Werbeleiter|Responsable publicité|Director de publicidad|Reclamemanager|Responsabile pubblicità|Diretor de publicidade
# Legal
lawyer|Rechtsanwalt|Avocat|Abogado|Advocaat|Avvocato|Advogado
general-counsel|Leiter der Rechtsabteilung|Directeur juridique|Director de asesoría jurídica|Hoofd juridische zaken|Direttore degli affari legali|Diretor jurídico
paralegal|Rechtsanwaltsfachangestellter|Assistant juridique|Asistente jurídico|Juridisch medewerker|Assistente legale|Assistente jurídico
legal-secretary|Rechtsanwaltssekretär|Secrétaire juridique|Secretario jurídico|Juridisch secretaresse|Segretario legale|Secretário jurídico
judge|Richter|Juge|Juez|Rechter|Giudice|Juiz
arbitrator|Schiedsrichter|Arbitre|Árbitro|Arbiter|Arbitro|Árbitro
court-reporter|Gerichtsstenograf|Sténotypiste de justice|Estenotipista judicial|Gerechtsstenograaf|Stenotipista giudiziario|Estenotipista judicial
contract-manager|Vertragsmanager|Gestionnaire de contrats|Gestor de contratos|Contractmanager|=|Gestor de contratos
# Administration
executive-assistant|Assistent der Geschäftsführung|Assistant de direction|Asistente de dirección|Directieassistent|Assistente di direzione|Assistente de direção
administrative-assistant|Verwaltungsassistent|Assistant administratif|Auxiliar administrativo|Administratief medewerker|Impiegato amministrativo|Assistente administrativo
office-manager|Büroleiter|Responsable des services administratifs|Responsable de oficina|Officemanager|=|Gestor de escritório
receptionist|Empfangsmitarbeiter|Réceptionniste|Recepcionista|=|=|Rececionista
data-entry-clerk|Datenerfasser|Opérateur de saisie|Grabador de datos|Data-entrymedewerker|Addetto all'inserimento dati|Operador de introdução de dados
transcriptionist|Schreibkraft|Transcripteur|Transcriptor|Transcribent|Trascrittore|Transcritor
translator|Übersetzer|Traducteur|Traductor|Vertaler|Traduttore|Tradutor
localization-manager|Lokalisierungsmanager|Responsable de la localisation|Responsable de localización|Lokalisatiemanager|Responsabile della localizzazione|Gestor de localização
# Engineering
civil-engineer|Bauingenieur|Ingénieur en génie civil|Ingeniero civil|Civiel ingenieur|Ingegnere civile|Engenheiro civil
mechanical-engineer|Maschinenbauingenieur|Ingénieur mécanique|Ingeniero mecánico|Werktuigbouwkundig ingenieur|Ingegnere meccanico|Engenheiro mecânico
electrical-engineer|Elektroingenieur|Ingénieur électricien|Ingeniero eléctrico|Elektrotechnisch ingenieur|Ingegnere elettrico|Engenheiro eletrotécnico
electronics-engineer|Elektronikingenieur|Ingénieur électronicien|Ingeniero electrónico|Elektronica-ingenieur|Ingegnere elettronico|Engenheiro eletrónico
computer-hardware-engineer|Hardwareentwickler|Ingénieur matériel informatique|Ingeniero de hardware|Hardware-engineer|Ingegnere hardware|Engenheiro de hardware
controls-engineer|Automatisierungsingenieur|Ingénieur automaticien|Ingeniero de control y automatización|Besturingstechnicus|Ingegnere dell'automazione|Engenheiro de automação
robotics-engineer|Robotikingenieur|Ingénieur roboticien|Ingeniero en robótica|Robotica-ingenieur|Ingegnere robotico|Engenheiro de robótica
chemical-engineer|Verfahrensingenieur|Ingénieur chimiste|Ingeniero químico|Chemisch ingenieur|Ingegnere chimico|Engenheiro químico
industrial-engineer|Wirtschaftsingenieur|Ingénieur en génie industriel|Ingeniero industrial|Bedrijfskundig ingenieur|Ingegnere gestionale|Engenheiro industrial
aerospace-engineer|Luft- und Raumfahrtingenieur|Ingénieur aéronautique|Ingeniero aeroespacial|Lucht- en ruimtevaartingenieur|Ingegnere aerospaziale|Engenheiro aeroespacial
biomedical-engineer|Medizintechnikingenieur|Ingénieur biomédical|Ingeniero biomédico|Biomedisch ingenieur|Ingegnere biomedico|Engenheiro biomédico
environmental-engineer|Umweltingenieur|Ingénieur environnement|Ingeniero ambiental|Milieu-ingenieur|Ingegnere ambientale|Engenheiro do ambiente
petroleum-engineer|Erdölingenieur|Ingénieur pétrolier|Ingeniero de petróleo|Petroleumingenieur|Ingegnere petrolifero|Engenheiro de petróleo
mining-engineer|Bergbauingenieur|Ingénieur des mines|Ingeniero de minas|Mijnbouwingenieur|Ingegnere minerario|Engenheiro de minas
materials-engineer|Werkstoffingenieur|Ingénieur matériaux|Ingeniero de materiales|Materiaalkundig ingenieur|Ingegnere dei materiali|Engenheiro de materiais
nuclear-engineer|Kerntechnikingenieur|Ingénieur nucléaire|Ingeniero nuclear|Nucleair ingenieur|Ingegnere nucleare|Engenheiro nuclear
health-safety-engineer|Fachkraft für Arbeitssicherheit|Ingénieur hygiène, sécurité et environnement|Técnico de prevención de riesgos laborales|Veiligheidskundige|Ingegnere della sicurezza sul lavoro|Técnico superior de segurança no trabalho
agricultural-engineer|Agraringenieur|Ingénieur agronome|Ingeniero agrónomo|Landbouwkundig ingenieur|Ingegnere agrario|Engenheiro agrícola
engineering-manager-industrial|Technischer Leiter|Responsable de bureau d'études|Director de ingeniería|Engineeringmanager|Responsabile dell'ufficio tecnico|Diretor de engenharia
architect|Architekt|Architecte|Arquitecto|=|Architetto|Arquiteto
architecture-director|Leitender Architekt|Directeur d'agence d'architecture|Director de arquitectura|Directeur architectenbureau|Direttore di studio di architettura|Diretor de arquitetura
landscape-architect|Landschaftsarchitekt|Architecte paysagiste|Arquitecto paisajista|Landschapsarchitect|Architetto paesaggista|Arquiteto paisagista
urban-planner|Stadtplaner|Urbaniste|Urbanista|Stedenbouwkundige|Urbanista|Urbanista
surveyor|Vermessungsingenieur|Géomètre|Topógrafo|Landmeter|Geometra|Topógrafo
cartographer|Kartograf|Cartographe|Cartógrafo|Cartograaf|Cartografo|Cartógrafo
mechanical-drafter|Technischer Zeichner|Dessinateur industriel|Delineante|Tekenaar-constructeur|Disegnatore tecnico|Desenhador técnico
engineering-technician|Techniker|Technicien d'études|Técnico de ingeniería|Technicus|Tecnico|Técnico de engenharia
# Science
chemist|Chemiker|Chimiste|Químico|Chemicus|Chimico|Químico
biochemist|Biochemiker|Biochimiste|Bioquímico|Biochemicus|Biochimico|Bioquímico
microbiologist|Mikrobiologe|Microbiologiste|Microbiólogo|Microbioloog|Microbiologo|Microbiologista
physicist|Physiker|Physicien|Físico|Natuurkundige|Fisico|Físico
research-scientist|Wissenschaftlicher Mitarbeiter|Chercheur scientifique|Investigador científico|Wetenschappelijk onderzoeker|Ricercatore scientifico|Investigador científico
natural-sciences-manager|Forschungsleiter|Directeur de recherche|Director de investigación|Onderzoeksmanager|Direttore della ricerca|Diretor de investigação
environmental-scientist|Umweltwissenschaftler|Chargé d'études environnementales|Científico ambiental|Milieukundige|Scienziato ambientale|Cientista ambiental
conservation-scientist|Naturschutzfachkraft|Chargé de mission conservation de la nature|Técnico en conservación de la naturaleza|Natuurbeheerder|Esperto in conservazione della natura|Técnico de conservação da natureza
geoscientist|Geowissenschaftler|Géologue|Geólogo|Geoloog|Geologo|Geólogo
agronomist|Agrarwissenschaftler|Agronome|Agrónomo|Agronoom|Agronomo|Agrónomo
food-scientist|Lebensmitteltechnologe|Ingénieur agroalimentaire|Tecnólogo de alimentos|Levensmiddelentechnoloog|Tecnologo alimentare|Tecnólogo alimentar
biological-technician|Biologielaborant|Technicien de laboratoire en biologie|Técnico de laboratorio de biología|Biologisch analist|Tecnico di laboratorio biologico|Técnico de laboratório de biologia
chemical-technician|Chemielaborant|Technicien de laboratoire en chimie|Técnico de laboratorio químico|Chemisch analist|Tecnico di laboratorio chimico|Técnico de laboratório químico
forensic-scientist|Kriminaltechniker|Technicien en police scientifique|Técnico de criminalística|Forensisch onderzoeker|Tecnico di polizia scientifica|Técnico de criminalística
economist|Volkswirt|Économiste|Economista|Econoom|Economista|Economista
chief-economist|Chefvolkswirt|Économiste en chef|Economista jefe|Hoofdeconoom|Capo economista|Economista-chefe
policy-analyst|Politikreferent|Chargé d'études politiques publiques|Analista de políticas públicas|Beleidsmedewerker|Analista delle politiche pubbliche|Analista de políticas públicas
sociologist|Soziologe|Sociologue|Sociólogo|Socioloog|Sociologo|Sociólogo
psychologist-io|Arbeits- und Organisationspsychologe|Psychologue du travail|Psicólogo del trabajo y las organizaciones|Arbeids- en organisatiepsycholoog|Psicologo del lavoro e delle organizzazioni|Psicólogo do trabalho e das organizações
# Construction and trades
construction-manager|Bauleiter|Conducteur de travaux|Jefe de obra|Projectleider bouw|Direttore dei lavori|Diretor de obra
construction-supervisor|Polier|Chef de chantier|Encargado de obra|Uitvoerder|Capocantiere|Encarregado de obra
construction-worker|Bauhelfer|Ouvrier du bâtiment|Peón de la construcción|Bouwvakker|Manovale edile|Servente da construção civil
carpenter|Zimmerer|Charpentier-menuisier|Carpintero|Timmerman|Carpentiere|Carpinteiro
electrician|Elektriker|Électricien|Electricista|Elektricien|Elettricista|Eletricista
plumber|Anlagenmechaniker Sanitär|Plombier|Fontanero|Loodgieter|Idraulico|Canalizador
hvac-technician|Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik|Technicien CVC|Técnico de climatización|Installatiemonteur klimaattechniek|Tecnico HVAC|Técnico de AVAC
welder|Schweißer|Soudeur|Soldador|Lasser|Saldatore|Soldador
pipefitter-welder|Rohrschweißer|Soudeur tuyauteur|Soldador de tuberías|Pijplasser|Saldatore di tubazioni|Soldador de tubagens
sheet-metal-worker|Blechbearbeiter|Tôlier|Chapista industrial|Plaatwerker|Lattoniere|Serralheiro de chapa
roofer|Dachdecker|Couvreur|Techador|Dakdekker|Copritetto|Telhador
painter|Maler und Lackierer|Peintre en bâtiment|Pintor|Schilder|Pittore edile|Pintor da construção civil
mason|Maurer|Maçon|Albañil|Metselaar|Muratore|Pedreiro
tile-setter|Fliesenleger|Carreleur|Alicatador|Tegelzetter|Piastrellista|Ladrilhador
drywall-installer|Trockenbauer|Plaquiste|Instalador de pladur|Droogbouwer|Cartongessista|Montador de gesso cartonado
glazier|Glaser|Vitrier|Cristalero|Glaszetter|Vetraio|Vidraceiro
ironworker|Stahlbauer|Monteur en charpente métallique|Montador de estructuras metálicas|Staalbouwer|Carpentiere metallico|Montador de estruturas metálicas
heavy-equipment-operator|Baumaschinenführer|Conducteur d'engins de chantier|Operador de maquinaria pesada|Machinist grondverzet|Operatore di macchine movimento terra|Operador de máquinas pesadas
crane-operator|Kranführer|Grutier|Gruista|Kraanmachinist|Gruista|Operador de grua
elevator-technician|Aufzugsmonteur|Technicien ascensoriste|Técnico de ascensores|Liftmonteur|Ascensorista|Técnico de elevadores
line-installer|Freileitungsmonteur|Monteur de lignes électriques|Instalador de líneas eléctricas|Monteur hoogspanningslijnen|Installatore di linee elettriche|Montador de linhas elétricas
telecom-technician|Telekommunikationstechniker|Technicien télécoms|Técnico de telecomunicaciones|Telecommonteur|Tecnico delle telecomunicazioni|Técnico de telecomunicações
wind-turbine-technician|Servicetechniker Windenergieanlagen|Technicien de maintenance éolienne|Técnico de aerogeneradores|Servicemonteur windturbines|Tecnico eolico|Técnico de aerogeradores
solar-installer|Solarteur|Installateur photovoltaïque|Instalador fotovoltaico|Zonnepaneelmonteur|Installatore fotovoltaico|Instalador fotovoltaico
maintenance-technician|Haustechniker|Agent de maintenance|Técnico de mantenimiento|Onderhoudsmonteur|Manutentore|Técnico de manutenção
maintenance-manager|Instandhaltungsleiter|Responsable maintenance|Jefe de mantenimiento|Onderhoudsmanager|Responsabile della manutenzione|Responsável de manutenção
industrial-mechanic|Industriemechaniker|Mécanicien industriel|Mecánico industrial|Monteur industriële machines|Meccanico industriale|Mecânico industrial
locksmith|Schlosser|Serrurier|Cerrajero|Slotenmaker|Fabbro|Serralheiro
pest-control-technician|Schädlingsbekämpfer|Technicien en lutte antiparasitaire|Técnico de control de plagas|Ongediertebestrijder|Disinfestatore|Técnico de controlo de pragas
groundskeeper|Gärtner|Agent d'entretien des espaces verts|Jardinero|Hovenier|Giardiniere|Jardineiro
janitor|Reinigungskraft|Agent d'entretien|Limpiador|Schoonmaker|Addetto alle pulizie|Empregado de limpeza
cleaning-supervisor|Objektleiter Reinigung|Chef d'équipe propreté|Encargado de limpieza|Leidinggevende schoonmaak|Capo squadra pulizie|Encarregado de limpeza
# Automotive and transport maintenance
auto-mechanic|Kfz-Mechatroniker|Mécanicien automobile|Mecánico de automóviles|Automonteur|Meccanico|Mecânico de automóveis
diesel-mechanic|Nutzfahrzeugmechatroniker|Mécanicien poids lourds|Mecánico de motores diésel|Monteur bedrijfswagens|Meccanico di motori diesel|Mecânico de motores diesel
auto-body-technician|Karosseriebauer|Carrossier|Chapista|Autoschadehersteller|Carrozziere|Bate-chapas
aircraft-mechanic|Fluggerätmechaniker|Mécanicien aéronautique|Técnico de mantenimiento de aeronaves|Vliegtuigonderhoudstechnicus|Manutentore aeronautico|Técnico de manutenção de aeronaves
service-manager-automotive|Serviceleiter Kfz|Chef d'atelier automobile|Jefe de taller|Werkplaatsmanager|Responsabile di officina|Chefe de oficina
# Manufacturing
production-worker|Montierer|Opérateur d'assemblage|Montador|Assemblagemedewerker|Assemblatore|Montador
machine-operator|Maschinenbediener|Conducteur de machines|Operador de máquinas|Machineoperator|Operatore di macchine|Operador de máquinas
cnc-machinist|CNC-Zerspanungsmechaniker|Usineur CNC|Tornero fresador CNC|CNC-verspaner|Fresatore CNC|Operador de CNC
tool-and-die-maker|Werkzeugmechaniker|Outilleur|Matricero|Gereedschapsmaker|Attrezzista|Serralheiro de moldes
quality-inspector|Qualitätsprüfer|Contrôleur qualité|Inspector de calidad|Kwaliteitscontroleur|Addetto al controllo qualità|Inspetor de qualidade
production-supervisor|Schichtleiter Produktion|Chef d'équipe de production|Supervisor de producción|Ploegleider productie|Capoturno di produzione|Supervisor de produção
production-manager|Produktionsleiter|Responsable de production|Jefe de producción|Productiemanager|Responsabile di produzione|Diretor de produção
chemical-plant-operator|Chemikant|Opérateur de fabrication en chimie|Operador de planta química|Procesoperator chemie|Operatore di impianto chimico|Operador de instalações químicas
power-plant-operator|Kraftwerker|Opérateur de centrale électrique|Operador de central eléctrica|Operator energiecentrale|Operatore di centrale elettrica|Operador de central elétrica
water-treatment-operator|Fachkraft für Abwassertechnik|Opérateur de station d'épuration|Operador de planta de tratamiento de aguas|Operator waterzuivering|Operatore di impianto di depurazione|Operador de estação de tratamento de águas
packaging-operator|Maschinen- und Anlagenführer Verpackung|Conducteur de ligne de conditionnement|Operador de envasado|Inpakoperator|Operatore di confezionamento|Operador de embalagem
sewing-machine-operator|Näher|Couturier en confection|Costurero|Naaister|Cucitore|Costureiro
printing-press-operator|Drucker|Conducteur offset|Impresor|Drukker|Stampatore|Impressor
butcher|Fleischer|Boucher|Carnicero|Slager|Macellaio|Talhante
baker|Bäcker|Boulanger|Panadero|Bakker|Panettiere|Padeiro
food-processing-worker|Fachkraft für Lebensmitteltechnik|Opérateur de production agroalimentaire|Operario de la industria alimentaria|Productiemedewerker levensmiddelen|Operaio dell'industria alimentare|Operador da indústria alimentar
jeweler|Goldschmied|Bijoutier|Joyero|Goudsmid|Orafo|Ourives
# Logistics and transport
truck-driver|Berufskraftfahrer|Chauffeur poids lourd|Conductor de camión|Vrachtwagenchauffeur|Autista di camion|Motorista de pesados
delivery-driver|Auslieferungsfahrer|Chauffeur-livreur|Repartidor|Bezorger|Autista corriere|Motorista de entregas
bus-driver|Busfahrer|Conducteur de bus|Conductor de autobús|Buschauffeur|Autista di autobus|Motorista de autocarro
taxi-driver|Taxifahrer|Chauffeur de taxi|Taxista|Taxichauffeur|Tassista|Taxista
postal-carrier|Postbote|Facteur|Cartero|Postbode|Postino|Carteiro
warehouse-worker|Lagermitarbeiter|Préparateur de commandes|Mozo de almacén|Magazijnmedewerker|Magazziniere|Operador de armazém
forklift-operator|Staplerfahrer|Cariste|Carretillero|Heftruckchauffeur|Carrellista|Operador de empilhador
shipping-clerk|Versandmitarbeiter|Agent d'expédition et de réception|Administrativo de expediciones|Medewerker expeditie|Addetto alle spedizioni|Administrativo de expedição
inventory-controller|Bestandsmanager|Gestionnaire de stocks|Controlador de inventario|Voorraadbeheerder|Addetto alla gestione delle scorte|Controlador de stocks
warehouse-supervisor|Lagerleiter|Chef d'équipe logistique|Jefe de almacén|Teamleider magazijn|Responsabile di magazzino|Chefe de armazém
dispatcher|Disponent|Répartiteur|Despachador|Planner|=|Despachante
logistician|Logistiker|Logisticien|Técnico de logística|Logistiek medewerker|Logistico|Técnico de logística
supply-chain-analyst|Supply-Chain-Analyst|Analyste supply chain|Analista de cadena de suministro|Supply chain-analist|Analista della supply chain|Analista de cadeia de abastecimento
supply-chain-manager|Supply-Chain-Manager|Responsable supply chain|Director de cadena de suministro|Supply chain-manager|Responsabile della supply chain|Diretor de cadeia de abastecimento
logistics-manager|Logistikleiter|Responsable logistique|Jefe de logística|Logistiek manager|Responsabile logistica|Diretor de logística
customs-broker|Zolldeklarant|Déclarant en douane|Agente de aduanas|Douane-expediteur|Spedizioniere doganale|Despachante aduaneiro
airline-pilot|Verkehrspilot|Pilote de ligne|Piloto de línea aérea|Verkeersvlieger|Pilota di linea|Piloto de linha aérea
commercial-pilot|Berufspilot|Pilote professionnel|Piloto comercial|Beroepsvlieger|Pilota commerciale|Piloto comercial
flight-attendant|Flugbegleiter|Personnel navigant commercial|Tripulante de cabina de pasajeros|Steward|Assistente di volo|Assistente de bordo
cabin-manager|Purser|Chef de cabine|Sobrecargo|Purser|Capo cabina|Chefe de cabine
air-traffic-controller|Fluglotse|Contrôleur aérien|Controlador aéreo|Luchtverkeersleider|Controllore del traffico aereo|Controlador de tráfego aéreo
ship-captain|Kapitän|Capitaine de navire|Capitán de barco|Kapitein|Comandante di nave|Comandante de navio
sailor|Matrose|Matelot|Marinero|Matroos|Marinaio|Marinheiro
railroad-conductor|Zugbegleiter|Contrôleur ferroviaire|Interventor de tren|Hoofdconducteur|Capotreno|Revisor ferroviário
# Agriculture
farmworker|Landarbeiter|Ouvrier agricole|Peón agrícola|Landarbeider|Bracciante agricolo|Trabalhador agrícola
farm-manager|Landwirt|Agriculteur|Agricultor|Landbouwer|Agricoltore|Agricultor
animal-caretaker|Tierpfleger|Soigneur animalier|Cuidador de animales|Dierverzorger|Addetto alla cura degli animali|Tratador de animais
fisher|Fischer|Marin-pêcheur|Pescador|Visser|Pescatore|Pescador
logger|Forstwirt|Bûcheron|Leñador|Bosbouwer|Boscaiolo|Lenhador
# Hospitality and food
chef|Küchenchef|Chef de cuisine|Jefe de cocina|Chef-kok|Chef di cucina|Chefe de cozinha
cook|Koch|Cuisinier|Cocinero|Kok|Cuoco|Cozinheiro
food-prep-worker|Küchenhilfe|Commis de cuisine|Ayudante de cocina|Keukenhulp|Aiuto cuoco|Ajudante de cozinha
fast-food-worker|Mitarbeiter in der Systemgastronomie|Équipier polyvalent en restauration rapide|Empleado de comida rápida|Medewerker fastfoodrestaurant|Addetto alla ristorazione veloce|Operador de restauração rápida
barista|=|=|=|=|=|=
waiter|Kellner|Serveur|Camarero|Ober|Cameriere|Empregado de mesa
bartender|Barkeeper|Barman|Camarero de barra|Barmedewerker|Barman|Barman
host|Empfangskraft im Restaurant|Hôte d'accueil en restauration|Recepcionista de restaurante|Gastheer|Addetto all'accoglienza in sala|Rececionista de restaurante
restaurant-supervisor|Stellvertretender Restaurantleiter|Maître d'hôtel|Jefe de sala|Bedrijfsleider restaurant|Responsabile di sala|Chefe de sala
restaurant-manager|Restaurantleiter|Directeur de restaurant|Gerente de restaurante|Restaurantmanager|Direttore di ristorante|Gerente de restaurante
hotel-manager|Hoteldirektor|Directeur d'hôtel|Director de hotel|Hotelmanager|Direttore d'albergo|Diretor de hotel
hotel-front-desk|Rezeptionist|Réceptionniste d'hôtel|Recepcionista de hotel|Receptionist hotel|Receptionist d'albergo|Rececionista de hotel
concierge|=|=|Conserje|=|Portiere d'albergo|Concierge de hotel
housekeeper|Zimmerreiniger|Valet de chambre|Camarero de pisos|Huishoudelijk medewerker|Cameriere ai piani|Empregado de andares
travel-agent|Reiseverkehrskaufmann|Agent de voyages|Agente de viajes|Reisadviseur|Agente di viaggio|Agente de viagens
tour-guide|Reiseleiter|Guide touristique|Guía turístico|Reisleider|Guida turistica|Guia turístico
# Personal services and care
fitness-trainer|Fitnesstrainer|Coach sportif|Entrenador personal|Fitnesstrainer|Personal trainer|Personal trainer
gym-manager|Studioleiter Fitness|Directeur de salle de sport|Gerente de gimnasio|Manager sportschool|Direttore di palestra|Gerente de ginásio
coach|Trainer|Entraîneur sportif|Entrenador deportivo|Sportcoach|Allenatore|Treinador desportivo
athlete|Sportler|Sportif professionnel|Deportista|Sporter|Atleta|Atleta
hairdresser|Friseur|Coiffeur|Peluquero|Kapper|Parrucchiere|Cabeleireiro
beauty-therapist|Kosmetiker|Esthéticien|Esteticista|Schoonheidsspecialist|Estetista|Esteticista
salon-manager|Salonleiter|Responsable de salon|Encargado de salón|Salonmanager|Responsabile di salone|Gerente de salão
massage-therapist|Masseur|Masseur-kinésithérapeute|Masajista|Masseur|Massaggiatore|Massagista
funeral-director|Bestatter|Conseiller funéraire|Director de funeraria|Uitvaartleider|Impresario funebre|Agente funerário
clergy|Geistlicher|Ministre du culte|Clérigo|Geestelijke|Ministro di culto|Clérigo
# Protective and public services
police-officer|Polizeibeamter|Policier|Agente de policía|Politieagent|Agente di polizia|Agente de polícia
police-sergeant|Polizeikommissar|Brigadier de police|Subinspector de policía|Brigadier|Sovrintendente di polizia|Chefe de polícia
detective|Kriminalbeamter|Enquêteur de police judiciaire|Inspector de policía|Rechercheur|Investigatore|Inspetor da polícia judiciária
firefighter|Feuerwehrmann|Sapeur-pompier|Bombero|Brandweerman|Vigile del fuoco|Bombeiro
fire-chief|Feuerwehrkommandant|Chef de corps des sapeurs-pompiers|Jefe de bomberos|Brandweercommandant|Comandante dei vigili del fuoco|Comandante de bombeiros
security-guard|Sicherheitsmitarbeiter|Agent de sécurité|Vigilante de seguridad|Beveiliger|Guardia giurata|Vigilante
security-manager|Sicherheitsleiter|Responsable sûreté|Director de seguridad|Beveiligingsmanager|Responsabile della sicurezza|Diretor de segurança
correctional-officer|Justizvollzugsbeamter|Surveillant pénitentiaire|Funcionario de prisiones|Penitentiair inrichtingswerker|Agente di polizia penitenziaria|Guarda prisional
probation-officer|Bewährungshelfer|Conseiller pénitentiaire d'insertion et de probation|Técnico de libertad condicional|Reclasseringswerker|Funzionario di servizio sociale penitenziario|Técnico de reinserção social
emergency-manager|Leiter Katastrophenschutz|Responsable de la gestion des crises|Director de protección civil|Crisismanager|Responsabile della protezione civile|Diretor de proteção civil
public-administrator|Verwaltungsbeamter|Cadre de la fonction publique|Técnico de administración pública|Beleidsmedewerker openbaar bestuur|Funzionario pubblico|Técnico superior da administração pública
legislative-assistant|Parlamentarischer Referent|Collaborateur parlementaire|Asistente parlamentario|Beleidsmedewerker fractie|Assistente parlamentare|Assessor parlamentar
diplomat|=|Diplomate|Diplomático|Diplomaat|Diplomatico|Diplomata
military-officer|Offizier|Officier|Oficial del ejército|Officier|Ufficiale|Oficial
soldier|Soldat|Militaire du rang|Soldado|Militair|Militare di truppa|Militar
# Design
graphic-designer|Grafikdesigner|Graphiste|Diseñador gráfico|Grafisch ontwerper|Grafico|Designer gráfico
web-designer|Webdesigner|Webdesigner|Diseñador web|Webdesigner|=|=
ux-designer|UX-Designer|Designer UX|Diseñador UX|UX-designer|=|Designer UX
ux-researcher|UX-Researcher|Chercheur UX|Investigador UX|UX-onderzoeker|=|Investigador UX
design-manager|Leiter Design|Responsable design|Responsable de diseño|Designmanager|Responsabile del design|Gestor de design
art-director|=|Directeur artistique|Director de arte|Artdirector|=|Diretor de arte
creative-director|Kreativdirektor|Directeur de la création|Director creativo|Creatief directeur|Direttore creativo|Diretor criativo
industrial-designer|Industriedesigner|Designer industriel|Diseñador industrial|Industrieel ontwerper|Designer industriale|Designer industrial
interior-designer|Innenarchitekt|Architecte d'intérieur|Diseñador de interiores|Interieurontwerper|=|Designer de interiores
fashion-designer|Modedesigner|Styliste de mode|Diseñador de moda|Modeontwerper|Stilista|Designer de moda
game-designer|Spieldesigner|=|Diseñador de videojuegos|Gamedesigner|=|Designer de jogos
multimedia-artist|=|Animateur multimédia|Animador|=|Animatore|Animador
# Media and arts
journalist|=|Journaliste|Periodista|=|Giornalista|Jornalista
editor|Lektor|Éditeur|=|Eindredacteur|Redattore|=
editor-in-chief|Chefredakteur|Rédacteur en chef|Redactor jefe|Hoofdredacteur|Caporedattore|Editor-chefe
writer|Autor|Auteur|Escritor|Schrijver|Scrittore|Escritor
photographer|Fotograf|Photographe|Fotógrafo|Fotograaf|Fotografo|Fotógrafo
video-editor|Videoeditor|Monteur vidéo|Editor de vídeo|Video-editor|=|Editor de vídeo
producer|Produzent|Producteur|Productor|Producent|Produttore|Produtor
sound-engineer|Tontechniker|Ingénieur du son|Técnico de sonido|Geluidstechnicus|Tecnico del suono|Técnico de som
musician|Musiker|Musicien|Músico|Muzikant|Musicista|Músico
actor|Schauspieler|Comédien|=|Acteur|Attore|Ator
broadcaster|Moderator|Animateur radio-télévision|Locutor|Presentator|Conduttore radiotelevisivo|Apresentador
`;

export const OCCUPATION_LABELS: ReadonlyMap<string, LabelRow> = parseLabelTable(OCCUPATION_LABELS_I18N, "occupation");

/** The occupation's title in `lang` (de, fr, es, nl, it, pt; "en" gives the English title); null when unknown. */
export function occupationLabel(id: string, lang: string): string | null {
  const occ = getOccupation(id);
  if (!occ) return null;
  if (lang === "en") return occ.title;
  if (!isLabelLanguage(lang)) return null;
  const cell = OCCUPATION_LABELS.get(id)?.[lang];
  if (!cell) return null;
  return cell === "=" ? occ.title : cell;
}

const SENIORITY: Record<string, "senior" | "junior"> = { senior: "senior", sr: "senior", snr: "senior", junior: "junior", jr: "junior" };
const PLACE: Record<LabelLanguage, (label: string, level: "senior" | "junior") => string> = {
  de: (l, s) => `${s === "senior" ? "Senior" : "Junior"} ${l}`,
  nl: (l, s) => `${s === "senior" ? "Senior" : "Junior"} ${/^\p{Lu}{2}/u.test(l) ? l : l.charAt(0).toLowerCase() + l.slice(1)}`,
  fr: (l, s) => `${l} ${s}`,
  it: (l, s) => `${l} ${s}`,
  es: (l, s) => `${l} ${s === "senior" ? "sénior" : "júnior"}`,
  pt: (l, s) => `${l} ${s === "senior" ? "sénior" : "júnior"}`,
};

export interface LocalizedTitle {
  /** the title in the requested language */
  label: string;
  occupationId: string;
  /** the occupation's English title */
  occupationTitle: string;
  /** the title or alternate title the written title matched; differs from occupationTitle for a specialism ("ICU Nurse") */
  matchedOn: string;
  /** a qualifier of the written title that has no label and is not in `label` ("Acute Medicine") */
  leftOut: string | null;
}

/** The title of one occupation in `lang`, when `title` names it exactly (optionally with "Senior"/"Junior"). */
function localizeExact(title: string, lang: LabelLanguage): Omit<LocalizedTitle, "leftOut"> | null {
  // normalizeTitle drops a bracketed part: "Chef (Nights)" is a qualified title, not the occupation's own name.
  if (/[()[\],|:–—]/.test(title)) return null;
  const words = normalizeTitle(title).split(" ").filter(Boolean);
  const levels = words.map((w) => SENIORITY[w]).filter(Boolean);
  const rest = words.filter((w) => !SENIORITY[w]).join(" ");
  const match = rest ? findOccupation(rest) : null;
  // Exactly the occupation's title or one alternate title; no fuzzy neighbour, no other dropped word ("Lead").
  if (!match || match.score < 1 || normalizeTitle(match.matchedOn) !== rest || levels.length > 1) return null;
  // A one-word alternate ("engineer", "teacher", "doctor") stands for many jobs: its occupation's label would narrow it.
  if (!rest.includes(" ") && rest !== normalizeTitle(match.occupation.title)) return null;
  const base = occupationLabel(match.occupation.id, lang);
  if (!base) return null;
  const level = levels[0];
  // A label that already carries the level ("Senior-Buchhalter") is not given it twice.
  const label = level && !(level === "senior" ? SENIOR : JUNIOR).test(base) ? PLACE[lang](base, level) : base;
  return { label, occupationId: match.occupation.id, occupationTitle: match.occupation.title, matchedOn: match.matchedOn };
}

const SENIOR = /s[eé]nior/i;
const JUNIOR = /j[uú]nior/i;

/**
 * "Senior Staff Nurse – Acute Medicine", "Engineer, Backend", "Chef (Nights)": the job before the first qualifier
 * separator (a comma, a bracket, a colon, or a dash or bar between spaces) and the qualifier after it. A scan, not a
 * pattern with a lazy group, whose backtracking is polynomial on long runs of spaces and separators.
 */
function splitQualifier(title: string): [string, string] | null {
  for (let i = 1; i < title.length; i++) {
    const c = title[i];
    let width = 0;
    if (c === "," || c === "(" || c === ":") width = 1;
    else if (/\s/.test(c) && i + 2 < title.length && "–—-|".includes(title[i + 1]) && /\s/.test(title[i + 2])) width = 3;
    if (!width) continue;
    const head = title.slice(0, i).trimEnd();
    const rest = title.slice(i + width).trimStart();
    if (head && rest) return [head, rest];
  }
  return null;
}

/**
 * A written job title in another language, only when it names a known occupation exactly (its title or an
 * alternate title, with at most a "Senior"/"Junior" in front): a fuzzy match would put a different job in the
 * letter. A qualifier after a dash, comma or bracket ("– Acute Medicine") has no label; the job before it is
 * translated and the qualifier returned in `leftOut`, for the caller to flag. Null when nothing matches exactly.
 */
export function localizeJobTitle(title: string, lang: string): LocalizedTitle | null {
  if (!isLabelLanguage(lang)) return null;
  const whole = localizeExact(title, lang);
  if (whole) return { ...whole, leftOut: null };
  const m = splitQualifier(title.trim());
  const head = m ? localizeExact(m[0], lang) : null;
  return head && m ? { ...head, leftOut: trimQualifier(m[1]) || null } : null;
}

/** The qualifier without the closing bracket, spaces and full stops at its end ("Nights)" → "Nights"). */
function trimQualifier(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ")" || text[end - 1] === "." || /\s/.test(text[end - 1]))) end--;
  return text.slice(0, end).trim();
}
