/**
 * Skill labels in German, French, Spanish, Dutch, Italian and Portuguese, for letters written in those languages
 * (issue 15). Team-authored by CareerStack from the wording of national job adverts and training curricula we
 * know (e.g. "Pflegeplanung", "soins aux patients", "planificación de clases"); no translation service, and not a
 * transcription of ESCO's translations. Covers the generic (non-product) skills the occupation tables and job
 * adverts use most: care and clinical work, teaching, management, finance, sales and service, trades, logistics,
 * hospitality, the common soft skills and licences with a generic name. Product and tool names (Python, SAP, Excel) are not translated: they
 * read the same in every language. Format in ../label-table.ts; keyed by taxonomy skill id.
 *
 * Conventions: German nouns capitalised, the other languages in lower case as they stand mid-sentence; "=" marks
 * an English word that is itself the usual one (a loanword such as "marketing" or "catering").
 */
// The table alone (no imports), so the skill builder can read its labels as aliases without a cycle.
export const SKILL_LABELS_I18N = `
# Management, business and office
people-management|Personalführung|management d'équipe|gestión de equipos|leidinggeven|gestione del personale|gestão de pessoas
team-leadership|Teamleitung|encadrement d'équipe|liderazgo de equipos|teamleiderschap|guida del team|liderança de equipas
leadership|Führungskompetenz|=|liderazgo|leiderschap|=|liderança
stakeholder-management|Stakeholder-Management|gestion des parties prenantes|gestión de partes interesadas|stakeholdermanagement|gestione degli stakeholder|gestão de partes interessadas
project-management|Projektmanagement|gestion de projet|gestión de proyectos|projectmanagement|gestione dei progetti|gestão de projetos
project-planning|Projektplanung|planification de projet|planificación de proyectos|projectplanning|pianificazione dei progetti|planeamento de projetos
program-management|Programmmanagement|gestion de programmes|gestión de programas|programmamanagement|gestione dei programmi|gestão de programas
strategic-planning|strategische Planung|planification stratégique|planificación estratégica|strategische planning|pianificazione strategica|planeamento estratégico
operations-management|Betriebsführung|gestion des opérations|gestión de operaciones|operationeel management|gestione operativa|gestão de operações
change-management|Change-Management|conduite du changement|gestión del cambio|verandermanagement|gestione del cambiamento|gestão da mudança
process-improvement|Prozessoptimierung|amélioration des processus|mejora de procesos|procesverbetering|miglioramento dei processi|melhoria de processos
business-process-modeling|Geschäftsprozessmodellierung|modélisation des processus métier|modelado de procesos de negocio|bedrijfsprocesmodellering|modellazione dei processi aziendali|modelação de processos de negócio
requirements-gathering|Anforderungsanalyse|recueil des besoins|toma de requisitos|requirementsanalyse|raccolta dei requisiti|levantamento de requisitos
business-analysis|Geschäftsanalyse|analyse métier|análisis de negocio|bedrijfsanalyse|analisi di business|análise de negócio
risk-management|Risikomanagement|gestion des risques|gestión de riesgos|risicomanagement|gestione del rischio|gestão de riscos
risk-assessment|Risikobewertung|évaluation des risques|evaluación de riesgos|risicobeoordeling|valutazione dei rischi|avaliação de riscos
regulatory-compliance|Einhaltung gesetzlicher Vorschriften|conformité réglementaire|cumplimiento normativo|naleving van regelgeving|conformità normativa|conformidade regulamentar
quality-management|Qualitätsmanagement|management de la qualité|gestión de la calidad|kwaliteitsmanagement|gestione della qualità|gestão da qualidade
quality-assurance|Qualitätssicherung|assurance qualité|aseguramiento de la calidad|kwaliteitsborging|garanzia della qualità|garantia de qualidade
quality-control|Qualitätskontrolle|contrôle qualité|control de calidad|kwaliteitscontrole|controllo qualità|controlo de qualidade
health-and-safety-management|Arbeitsschutzmanagement|gestion de la santé et de la sécurité au travail|gestión de la seguridad y salud laboral|arbomanagement|gestione della salute e sicurezza sul lavoro|gestão da segurança e saúde no trabalho
safety-management|Sicherheitsmanagement|gestion de la sécurité|gestión de la seguridad|veiligheidsmanagement|gestione della sicurezza|gestão da segurança
vendor-management|Lieferantenmanagement|gestion des fournisseurs|gestión de proveedores|leveranciersmanagement|gestione dei fornitori|gestão de fornecedores
procurement|Beschaffung|achats|compras|inkoop|approvvigionamento|compras
contract-negotiation|Vertragsverhandlung|négociation de contrats|negociación de contratos|contractonderhandeling|negoziazione dei contratti|negociação de contratos
negotiation|Verhandlungsführung|négociation|negociación|onderhandelen|negoziazione|negociação
event-management|Veranstaltungsmanagement|gestion d'événements|gestión de eventos|evenementenmanagement|gestione di eventi|gestão de eventos
office-management|Büroorganisation|gestion administrative|gestión de oficina|officemanagement|gestione dell'ufficio|gestão de escritório
calendar-management|Terminplanung|gestion d'agenda|gestión de agendas|agendabeheer|gestione dell'agenda|gestão de agenda
data-entry|Datenerfassung|saisie de données|introducción de datos|gegevensinvoer|inserimento dati|introdução de dados
record-keeping|Aktenführung|tenue des dossiers|mantenimiento de registros|dossierbeheer|tenuta dei registri|manutenção de registos
document-management|Dokumentenmanagement|gestion documentaire|gestión documental|documentbeheer|gestione documentale|gestão documental
documentation|Dokumentation|=|documentación|documentatie|documentazione|documentação
business-writing|geschäftliche Korrespondenz|rédaction professionnelle|redacción profesional|zakelijk schrijven|scrittura professionale|redação profissional
technical-writing|technische Redaktion|rédaction technique|redacción técnica|technisch schrijven|scrittura tecnica|redação técnica
reporting|Berichtswesen|=|elaboración de informes|rapportage|reportistica|elaboração de relatórios
typing|Maschinenschreiben|dactylographie|mecanografía|typevaardigheid|dattilografia|dactilografia
interviewing|Gesprächsführung|conduite d'entretiens|realización de entrevistas|interviewen|conduzione di colloqui|condução de entrevistas
investigation|Ermittlung|enquête|investigación|onderzoek|indagine|investigação
fundraising|=|collecte de fonds|captación de fondos|fondsenwerving|raccolta fondi|angariação de fundos
grant-writing|Antragstellung für Fördermittel|rédaction de demandes de subvention|redacción de solicitudes de subvención|subsidieaanvragen schrijven|redazione di domande di finanziamento|redação de candidaturas a financiamento
coaching-and-mentoring|Coaching und Mentoring|coaching et mentorat|coaching y mentoría|coaching en mentoring|coaching e mentoring|coaching e mentoria
mentorship|Mentoring|mentorat|mentoría|mentorschap|mentoring|mentoria
training-delivery|Schulungsdurchführung|animation de formations|impartición de formación|trainingen geven|erogazione della formazione|ministração de formação
onboarding|Einarbeitung neuer Mitarbeitender|intégration des nouveaux collaborateurs|incorporación de empleados|onboarding van nieuwe medewerkers|inserimento dei nuovi assunti|integração de novos colaboradores
recruitment|Personalgewinnung|recrutement|selección de personal|werving en selectie|selezione del personale|recrutamento
human-resources|Personalwesen|ressources humaines|recursos humanos|personeelszaken|risorse umane|recursos humanos
employee-relations|Mitarbeiterbeziehungen|relations avec les salariés|relaciones laborales|arbeidsverhoudingen|relazioni con il personale|relações laborais
employee-engagement|Mitarbeiterbindung|engagement des collaborateurs|compromiso de los empleados|medewerkersbetrokkenheid|coinvolgimento dei dipendenti|envolvimento dos colaboradores
performance-management|Leistungsmanagement|gestion de la performance|gestión del desempeño|performancemanagement|gestione delle prestazioni|gestão do desempenho
learning-and-development|Personalentwicklung|formation et développement|formación y desarrollo|leren en ontwikkelen|formazione e sviluppo|formação e desenvolvimento
compensation-and-benefits|Vergütung und Zusatzleistungen|rémunération et avantages sociaux|compensación y beneficios|beloning en arbeidsvoorwaarden|retribuzione e benefit|remuneração e benefícios
employment-law|Arbeitsrecht|droit du travail|derecho laboral|arbeidsrecht|diritto del lavoro|direito do trabalho
hr-policies|Personalrichtlinien|politiques RH|políticas de recursos humanos|HR-beleid|politiche HR|políticas de recursos humanos
hr-information-systems|Personalinformationssysteme|systèmes d'information RH|sistemas de información de recursos humanos|HR-informatiesystemen|sistemi informativi HR|sistemas de informação de recursos humanos
# Sales, marketing and customers
customer-service|Kundenservice|service client|atención al cliente|klantenservice|servizio clienti|atendimento ao cliente
customer-experience|Kundenerlebnis|expérience client|experiencia del cliente|klantbeleving|esperienza del cliente|experiência do cliente
customer-relationship-management|Kundenbeziehungsmanagement|gestion de la relation client|gestión de relaciones con clientes|klantrelatiebeheer|gestione delle relazioni con i clienti|gestão da relação com o cliente
client-relationship-management|Mandantenbetreuung|gestion de la relation client|gestión de relaciones con clientes|relatiebeheer|gestione delle relazioni con la clientela|gestão da relação com clientes
client-management|Kundenbetreuung|suivi de clientèle|gestión de clientes|klantbeheer|gestione dei clienti|gestão de clientes
account-management|Key-Account-Management|gestion de comptes clients|gestión de cuentas|accountmanagement|gestione dei clienti chiave|gestão de contas
complaint-handling|Beschwerdemanagement|traitement des réclamations|gestión de reclamaciones|klachtenbehandeling|gestione dei reclami|gestão de reclamações
sales|Vertrieb|vente|ventas|verkoop|vendite|vendas
b2b-sales|B2B-Vertrieb|vente B2B|ventas B2B|B2B-verkoop|vendite B2B|vendas B2B
business-development|Geschäftsentwicklung|développement commercial|desarrollo de negocio|=|sviluppo commerciale|desenvolvimento de negócio
lead-generation|Leadgenerierung|génération de prospects|generación de clientes potenciales|leadgeneratie|generazione di contatti commerciali|geração de contactos comerciais
cold-calling|Kaltakquise|prospection téléphonique|captación en frío|koude acquisitie|chiamate a freddo|prospeção telefónica
telemarketing|Telefonmarketing|télémarketing|=|=|=|=
upselling|Zusatzverkauf|vente additionnelle|venta adicional|=|vendita aggiuntiva|venda adicional
product-knowledge|Produktkenntnis|connaissance des produits|conocimiento del producto|productkennis|conoscenza dei prodotti|conhecimento dos produtos
cash-handling|Umgang mit Bargeld|gestion de caisse|manejo de efectivo|kassabeheer|gestione del contante|manuseamento de numerário
marketing|=|=|=|=|=|=
digital-marketing|Online-Marketing|marketing digital|marketing digital|online marketing|marketing digitale|marketing digital
social-media-marketing|Social-Media-Marketing|marketing sur les réseaux sociaux|marketing en redes sociales|socialemediamarketing|marketing sui social media|marketing nas redes sociais
content-marketing|Content-Marketing|marketing de contenu|marketing de contenidos|contentmarketing|=|marketing de conteúdos
search-engine-optimization|Suchmaschinenoptimierung|référencement naturel|posicionamiento en buscadores|zoekmachineoptimalisatie|ottimizzazione per i motori di ricerca|otimização para motores de busca
brand-management|Markenführung|gestion de marque|gestión de marca|merkmanagement|gestione del marchio|gestão de marca
market-research|Marktforschung|études de marché|investigación de mercados|marktonderzoek|ricerche di mercato|estudos de mercado
public-relations|Öffentlichkeitsarbeit|relations publiques|relaciones públicas|=|relazioni pubbliche|relações públicas
media-relations|Pressearbeit|relations presse|relaciones con los medios|mediarelaties|rapporti con i media|relações com os media
crisis-communications|Krisenkommunikation|communication de crise|comunicación de crisis|crisiscommunicatie|comunicazione di crisi|comunicação de crise
copywriting|Texterstellung|rédaction publicitaire|redacción publicitaria|tekstschrijven|=|redação publicitária
editing|Lektorat|révision de textes|edición de textos|redigeren|revisione dei testi|edição de textos
storytelling|=|narration|narración|=|narrazione|narrativa
# Soft skills
communication|Kommunikationsfähigkeit|=|comunicación|communicatie|comunicazione|comunicação
written-communication|schriftliche Kommunikation|communication écrite|comunicación escrita|schriftelijke communicatie|comunicazione scritta|comunicação escrita
active-listening|aktives Zuhören|écoute active|escucha activa|actief luisteren|ascolto attivo|escuta ativa
interpersonal-skills|zwischenmenschliche Kompetenz|aisance relationnelle|habilidades interpersonales|interpersoonlijke vaardigheden|capacità relazionali|competências interpessoais
teamwork|Teamarbeit|travail en équipe|trabajo en equipo|samenwerken|lavoro di squadra|trabalho em equipa
problem-solving|Problemlösung|résolution de problèmes|resolución de problemas|probleemoplossing|risoluzione dei problemi|resolução de problemas
complex-problem-solving|Lösung komplexer Probleme|résolution de problèmes complexes|resolución de problemas complejos|complexe problemen oplossen|risoluzione di problemi complessi|resolução de problemas complexos
critical-thinking|kritisches Denken|esprit critique|pensamiento crítico|kritisch denken|pensiero critico|pensamento crítico
analytical-skills|analytische Fähigkeiten|capacités d'analyse|capacidad analítica|analytisch vermogen|capacità analitiche|capacidade analítica
decision-making|Entscheidungsfindung|prise de décision|toma de decisiones|besluitvorming|capacità decisionale|tomada de decisões
judgment-and-decision-making|Urteilsvermögen und Entscheidungsfindung|jugement et prise de décision|juicio y toma de decisiones|oordeelsvermogen en besluitvorming|giudizio e capacità decisionale|juízo e tomada de decisões
time-management|Zeitmanagement|gestion du temps|gestión del tiempo|timemanagement|gestione del tempo|gestão do tempo
organizational-skills|Organisationstalent|sens de l'organisation|capacidad de organización|organisatievermogen|capacità organizzative|capacidade de organização
attention-to-detail|Sorgfalt|souci du détail|atención al detalle|oog voor detail|attenzione ai dettagli|atenção ao detalhe
multitasking|=|gestion de tâches multiples|multitarea|multitasken|=|multitarefa
adaptability|Anpassungsfähigkeit|capacité d'adaptation|adaptabilidad|aanpassingsvermogen|adattabilità|adaptabilidade
resilience|Belastbarkeit|résilience|resiliencia|veerkracht|resilienza|resiliência
working-under-pressure|Arbeiten unter Druck|travail sous pression|trabajo bajo presión|werken onder druk|lavoro sotto pressione|trabalho sob pressão
emotional-intelligence|emotionale Intelligenz|intelligence émotionnelle|inteligencia emocional|emotionele intelligentie|intelligenza emotiva|inteligência emocional
empathy|Empathie|empathie|empatía|empathie|empatia|empatia
patience|Geduld|=|paciencia|geduld|pazienza|paciência
creativity|Kreativität|créativité|creatividad|creativiteit|creatività|criatividade
innovation|Innovationsfähigkeit|=|innovación|innovatie|innovazione|inovação
customer-focus|Kundenorientierung|orientation client|orientación al cliente|klantgerichtheid|orientamento al cliente|orientação para o cliente
customer-empathy|Einfühlungsvermögen gegenüber Kunden|empathie envers les clients|empatía con el cliente|inlevingsvermogen in klanten|empatia verso il cliente|empatia com o cliente
service-orientation|Serviceorientierung|sens du service|orientación al servicio|servicegerichtheid|orientamento al servizio|orientação para o serviço
work-ethic|Arbeitsmoral|éthique de travail|ética de trabajo|arbeidsethos|etica del lavoro|ética de trabalho
initiative|Eigeninitiative|esprit d'initiative|iniciativa|eigen initiatief|spirito di iniziativa|iniciativa
self-motivation|Eigenmotivation|motivation personnelle|automotivación|zelfmotivatie|automotivazione|automotivação
self-management|Selbstorganisation|autonomie|autogestión|zelfmanagement|autogestione|autogestão
independent-working|selbstständiges Arbeiten|autonomie dans le travail|trabajo autónomo|zelfstandig werken|lavoro in autonomia|trabalho autónomo
accountability|Verantwortungsbewusstsein|sens des responsabilités|responsabilidad|verantwoordelijkheidsbesef|senso di responsabilità|sentido de responsabilidade
integrity|Integrität|intégrité|integridad|integriteit|integrità|integridade
professionalism|Professionalität|professionnalisme|profesionalidad|professionaliteit|professionalità|profissionalismo
discretion|Diskretion|discrétion|discreción|discretie|discrezione|discrição
handling-confidential-information|Umgang mit vertraulichen Informationen|traitement d'informations confidentielles|manejo de información confidencial|omgaan met vertrouwelijke informatie|gestione di informazioni riservate|tratamento de informação confidencial
persuasion|Überzeugungskraft|force de persuasion|capacidad de persuasión|overtuigingskracht|capacità di persuasione|capacidade de persuasão
presentation-skills|Präsentationsfähigkeit|aisance en présentation|habilidades de presentación|presentatievaardigheden|capacità di presentazione|competências de apresentação
public-speaking|freies Sprechen vor Publikum|prise de parole en public|hablar en público|spreken in het openbaar|parlare in pubblico|falar em público
client-presentations|Kundenpräsentationen|présentations aux clients|presentaciones a clientes|klantpresentaties|presentazioni ai clienti|apresentações a clientes
facilitation|Moderation|animation de réunions|facilitación|facilitatie|facilitazione|facilitação
meeting-facilitation|Moderation von Besprechungen|animation de réunions|dinamización de reuniones|vergaderingen leiden|conduzione di riunioni|condução de reuniões
conflict-resolution|Konfliktlösung|résolution de conflits|resolución de conflictos|conflictoplossing|risoluzione dei conflitti|resolução de conflitos
mediation-skills|Mediationskompetenz|compétences de médiation|habilidades de mediación|bemiddelingsvaardigheden|capacità di mediazione|competências de mediação
giving-feedback|Feedback geben|donner du feedback|dar retroalimentación|feedback geven|dare feedback|dar feedback
team-building|Teambildung|cohésion d'équipe|creación de equipos|teambuilding|=|criação de equipas
motivating-others|Motivation anderer|motivation des autres|motivar a otros|anderen motiveren|motivare gli altri|motivar os outros
strategic-thinking|strategisches Denken|pensée stratégique|pensamiento estratégico|strategisch denken|pensiero strategico|pensamento estratégico
systems-thinking|Systemdenken|pensée systémique|pensamiento sistémico|systeemdenken|pensiero sistemico|pensamento sistémico
business-acumen|unternehmerisches Denken|sens des affaires|visión de negocio|zakelijk inzicht|senso degli affari|visão de negócio
commercial-acumen|kaufmännisches Gespür|sens commercial|visión comercial|commercieel inzicht|sensibilità commerciale|visão comercial
entrepreneurial-mindset|unternehmerische Denkweise|esprit d'entreprise|mentalidad emprendedora|ondernemerschap|mentalità imprenditoriale|espírito empreendedor
vision-setting|Visionsentwicklung|définition d'une vision|definición de la visión|visieontwikkeling|definizione della visione|definição de visão
learning-agility|Lernfähigkeit|agilité d'apprentissage|agilidad de aprendizaje|leervermogen|agilità di apprendimento|agilidade de aprendizagem
active-learning|aktives Lernen|apprentissage actif|aprendizaje activo|actief leren|apprendimento attivo|aprendizagem ativa
curiosity|Neugier|curiosité|curiosidad|nieuwsgierigheid|curiosità|curiosidade
growth-mindset|Wachstumsdenken|état d'esprit de développement|mentalidad de crecimiento|groeimindset|mentalità di crescita|mentalidade de crescimento
ethical-judgment|ethisches Urteilsvermögen|jugement éthique|juicio ético|ethisch oordeelsvermogen|giudizio etico|juízo ético
situational-awareness|Situationsbewusstsein|conscience de la situation|conciencia situacional|situationeel bewustzijn|consapevolezza situazionale|consciência situacional
safety-awareness|Sicherheitsbewusstsein|sensibilisation à la sécurité|conciencia de seguridad|veiligheidsbewustzijn|consapevolezza della sicurezza|consciência de segurança
quality-orientation|Qualitätsbewusstsein|sens de la qualité|orientación a la calidad|kwaliteitsgerichtheid|orientamento alla qualità|orientação para a qualidade
following-procedures|Einhaltung von Verfahren|respect des procédures|cumplimiento de procedimientos|procedures volgen|rispetto delle procedure|cumprimento de procedimentos
coordination|Koordination|=|coordinación|coördinatie|coordinamento|coordenação
monitoring-performance|Leistungsüberwachung|suivi des performances|seguimiento del rendimiento|prestatiebewaking|monitoraggio delle prestazioni|monitorização do desempenho
cross-team-communication|teamübergreifende Kommunikation|communication entre équipes|comunicación entre equipos|communicatie tussen teams|comunicazione tra team|comunicação entre equipas
remote-collaboration|Zusammenarbeit auf Distanz|collaboration à distance|colaboración a distancia|samenwerken op afstand|collaborazione a distanza|colaboração à distância
shift-work|Schichtarbeit|travail posté|trabajo por turnos|ploegendienst|lavoro su turni|trabalho por turnos
physical-stamina|körperliche Belastbarkeit|endurance physique|resistencia física|fysiek uithoudingsvermogen|resistenza fisica|resistência física
manual-dexterity|Fingerfertigkeit|dextérité manuelle|destreza manual|handvaardigheid|destrezza manuale|destreza manual
numeracy|Rechenfertigkeit|aisance avec les chiffres|competencia numérica|rekenvaardigheid|competenze numeriche|competências numéricas
literacy|Lese- und Schreibkompetenz|maîtrise de l'écrit|alfabetización|geletterdheid|alfabetizzazione|literacia
digital-literacy|digitale Kompetenz|compétences numériques|competencia digital|digitale vaardigheden|competenze digitali|literacia digital
writing|Schreiben|rédaction|redacción|schrijven|scrittura|escrita
speaking|mündlicher Ausdruck|expression orale|expresión oral|mondelinge uitdrukkingsvaardigheid|espressione orale|expressão oral
reading-comprehension|Leseverständnis|compréhension écrite|comprensión lectora|begrijpend lezen|comprensione del testo|compreensão de leitura
instructing|Anleitung anderer|encadrement technique|instrucción|instructie geven|istruzione|instrução
cultural-awareness|interkulturelle Kompetenz|sensibilité interculturelle|conciencia cultural|cultureel bewustzijn|consapevolezza culturale|consciência cultural
diplomacy|Diplomatie|diplomatie|diplomacia|diplomatie|diplomazia|diplomacia
language-proficiency|Sprachkenntnisse|compétences linguistiques|dominio de idiomas|taalvaardigheid|competenze linguistiche|proficiência linguística
goal-setting|Zielsetzung|définition d'objectifs|establecimiento de objetivos|doelen stellen|definizione degli obiettivi|definição de objetivos
career-planning|Karriereplanung|planification de carrière|planificación profesional|loopbaanplanning|pianificazione della carriera|planeamento de carreira
# Health and care
patient-care|Patientenversorgung|soins aux patients|atención al paciente|patiëntenzorg|assistenza ai pazienti|cuidados ao doente
patient-assessment|Patientenbeurteilung|évaluation clinique du patient|valoración del paciente|beoordeling van de patiënt|valutazione del paziente|avaliação do doente
patient-safety|Patientensicherheit|sécurité des patients|seguridad del paciente|patiëntveiligheid|sicurezza del paziente|segurança do doente
patient-education|Patientenschulung|éducation thérapeutique du patient|educación del paciente|patiëntenvoorlichting|educazione del paziente|educação do doente
patient-monitoring|Patientenüberwachung|surveillance des patients|monitorización del paciente|patiëntbewaking|monitoraggio del paziente|monitorização do doente
patient-transfer|Patiententransfer|transfert des patients|movilización de pacientes|patiënttransfer|movimentazione dei pazienti|transferência de doentes
moving-and-handling|Mobilisation von Patienten|manutention des patients|movilización y traslado de pacientes|tillen en verplaatsen|movimentazione manuale dei pazienti|mobilização e transferência de doentes
medication-administration|Medikamentengabe|administration des médicaments|administración de medicamentos|medicatietoediening|somministrazione dei farmaci|administração de medicação
care-planning|Pflegeplanung|planification des soins|planificación de cuidados|zorgplanning|pianificazione dell'assistenza|planeamento de cuidados
personal-care|Grundpflege|soins d'hygiène et de confort|cuidados personales|persoonlijke verzorging|cura della persona|cuidados pessoais
infection-control|Infektionsprävention|prévention des infections|control de infecciones|infectiepreventie|controllo delle infezioni|controlo de infeção
wound-care|Wundversorgung|soins des plaies|cuidado de heridas|wondzorg|cura delle ferite|tratamento de feridas
dementia-care|Demenzbetreuung|accompagnement des personnes atteintes de démence|atención a personas con demencia|dementiezorg|assistenza alle persone con demenza|cuidados a pessoas com demência
palliative-care|Palliativpflege|soins palliatifs|cuidados paliativos|palliatieve zorg|cure palliative|cuidados paliativos
continence-care|Kontinenzversorgung|soins de continence|cuidados de continencia|continentiezorg|gestione della continenza|cuidados de continência
oral-care|Mundpflege|soins bucco-dentaires|higiene bucal|mondverzorging|igiene orale|higiene oral
home-health-care|häusliche Pflege|soins à domicile|atención domiciliaria|thuiszorg|assistenza domiciliare|cuidados domiciliários
residential-care|stationäre Pflege|soins en établissement|atención residencial|intramurale zorg|assistenza residenziale|cuidados residenciais
critical-care-nursing|Intensivpflege|soins infirmiers en réanimation|enfermería de cuidados intensivos|intensive zorg verpleging|assistenza infermieristica in terapia intensiva|enfermagem em cuidados intensivos
emergency-care|Notfallversorgung|soins d'urgence|atención de urgencias|spoedeisende zorg|assistenza in emergenza|cuidados de emergência
emergency-medicine|Notfallmedizin|médecine d'urgence|medicina de urgencias|spoedeisende geneeskunde|medicina d'urgenza|medicina de urgência
first-aid|Erste Hilfe|premiers secours|primeros auxilios|eerste hulp|primo soccorso|primeiros socorros
cardiopulmonary-resuscitation|Herz-Lungen-Wiederbelebung|réanimation cardio-pulmonaire|reanimación cardiopulmonar|reanimatie|rianimazione cardiopolmonare|reanimação cardiorrespiratória
vital-signs-monitoring|Überwachung der Vitalzeichen|surveillance des signes vitaux|control de constantes vitales|bewaking van vitale functies|monitoraggio dei parametri vitali|monitorização dos sinais vitais
clinical-diagnosis|klinische Diagnostik|diagnostic clinique|diagnóstico clínico|klinische diagnostiek|diagnosi clinica|diagnóstico clínico
clinical-reasoning|klinisches Urteilsvermögen|raisonnement clinique|razonamiento clínico|klinisch redeneren|ragionamento clinico|raciocínio clínico
prescribing|Verordnung von Arzneimitteln|prescription|prescripción|voorschrijven van medicatie|prescrizione|prescrição
pharmacology|Pharmakologie|pharmacologie|farmacología|farmacologie|farmacologia|farmacologia
dispensing|Arzneimittelabgabe|dispensation des médicaments|dispensación de medicamentos|medicijnen verstrekken|dispensazione dei farmaci|dispensa de medicamentos
electronic-health-records|elektronische Patientenakte|dossier patient informatisé|historia clínica electrónica|elektronisch patiëntendossier|cartella clinica elettronica|processo clínico eletrónico
medical-coding|medizinische Kodierung|codage médical|codificación clínica|medische codering|codifica sanitaria|codificação clínica
medical-terminology|medizinische Fachterminologie|terminologie médicale|terminología médica|medische terminologie|terminologia medica|terminologia médica
safeguarding|Kinder- und Erwachsenenschutz|protection des personnes vulnérables|protección de personas vulnerables|bescherming van kwetsbare personen|tutela delle persone vulnerabili|proteção de pessoas vulneráveis
counseling|Beratung|accompagnement psychologique|asesoramiento|=|=|aconselhamento
psychotherapy|Psychotherapie|psychothérapie|psicoterapia|psychotherapie|psicoterapia|psicoterapia
cognitive-behavioral-therapy|kognitive Verhaltenstherapie|thérapie cognitivo-comportementale|terapia cognitivo-conductual|cognitieve gedragstherapie|terapia cognitivo-comportamentale|terapia cognitivo-comportamental
psychological-assessment|psychologische Diagnostik|évaluation psychologique|evaluación psicológica|psychodiagnostiek|valutazione psicologica|avaliação psicológica
crisis-intervention|Krisenintervention|intervention de crise|intervención en crisis|crisisinterventie|intervento in situazioni di crisi|intervenção em crise
health-promotion|Gesundheitsförderung|promotion de la santé|promoción de la salud|gezondheidsbevordering|promozione della salute|promoção da saúde
rehabilitation|=|rééducation|rehabilitación|revalidatie|riabilitazione|reabilitação
exercise-prescription|Trainingsverordnung|prescription d'exercices|prescripción de ejercicio|bewegingsadvies|prescrizione dell'esercizio fisico|prescrição de exercício
manual-therapy|Manuelle Therapie|thérapie manuelle|terapia manual|manuele therapie|terapia manuale|terapia manual
nutrition|Ernährung|=|nutrición|voeding|nutrizione|nutrição
hygiene|=|hygiène|higiene|hygiëne|igiene|higiene
aseptic-technique|aseptisches Arbeiten|technique aseptique|técnica aséptica|aseptisch werken|tecnica asettica|técnica assética
anatomy|Anatomie|anatomie|anatomía|anatomie|anatomia|anatomia
surgery|Chirurgie|chirurgie|cirugía|chirurgie|chirurgia|cirurgia
anesthesia|Anästhesie|anesthésie|anestesia|anesthesie|anestesia|anestesia
radiology|Radiologie|radiologie|radiología|radiologie|radiologia|radiologia
x-ray-imaging|Röntgendiagnostik|radiographie|radiografía|röntgenonderzoek|radiografia|radiografia
radiation-safety|Strahlenschutz|radioprotection|protección radiológica|stralingsbescherming|radioprotezione|proteção radiológica
microbiology|Mikrobiologie|microbiologie|microbiología|microbiologie|microbiologia|microbiologia
phlebotomy|Blutentnahme|prélèvement sanguin|extracción de sangre|bloedafname|prelievo venoso|colheita de sangue
prenatal-care|Schwangerenvorsorge|suivi prénatal|atención prenatal|prenatale zorg|assistenza prenatale|cuidados pré-natais
pediatrics|Pädiatrie|pédiatrie|pediatría|kindergeneeskunde|pediatria|pediatria
neurology|Neurologie|neurologie|neurología|neurologie|neurologia|neurologia
clinical-research|klinische Forschung|recherche clinique|investigación clínica|klinisch onderzoek|ricerca clinica|investigação clínica
animal-care|Tierpflege|soins aux animaux|cuidado de animales|dierverzorging|cura degli animali|cuidado de animais
# Education
teaching|Unterrichten|enseignement|docencia|lesgeven|insegnamento|ensino
lesson-planning|Unterrichtsplanung|préparation des cours|planificación de clases|lesvoorbereiding|progettazione delle lezioni|planificação de aulas
classroom-management|Klassenführung|gestion de classe|gestión del aula|klassenmanagement|gestione della classe|gestão da sala de aula
curriculum-development|Lehrplanentwicklung|conception de programmes d'enseignement|diseño curricular|curriculumontwikkeling|sviluppo del curricolo|desenvolvimento curricular
student-assessment|Leistungsbeurteilung von Schülern|évaluation des élèves|evaluación del alumnado|toetsing van leerlingen|valutazione degli studenti|avaliação dos alunos
differentiated-instruction|Binnendifferenzierung|pédagogie différenciée|enseñanza diferenciada|gedifferentieerd lesgeven|didattica differenziata|ensino diferenciado
behavior-management|Verhaltensmanagement|gestion des comportements|gestión de la conducta|gedragsmanagement|gestione del comportamento|gestão de comportamentos
child-development|kindliche Entwicklung|développement de l'enfant|desarrollo infantil|ontwikkeling van het kind|sviluppo del bambino|desenvolvimento infantil
subject-knowledge|Fachwissen|maîtrise de la discipline|conocimiento de la materia|vakkennis|conoscenza della materia|domínio da disciplina
special-educational-needs|sonderpädagogischer Förderbedarf|besoins éducatifs particuliers|necesidades educativas especiales|passend onderwijs|bisogni educativi speciali|necessidades educativas especiais
student-support|Schülerbetreuung|accompagnement des élèves|apoyo al alumnado|leerlingbegeleiding|supporto agli studenti|apoio aos alunos
tutoring|Nachhilfe|soutien scolaire|clases particulares|bijles|tutoraggio|explicações
instructional-design|didaktisches Design|ingénierie pédagogique|diseño instruccional|didactisch ontwerp|progettazione didattica|design instrucional
e-learning-development|E-Learning-Entwicklung|conception de modules e-learning|desarrollo de contenidos e-learning|e-learningontwikkeling|sviluppo di contenuti e-learning|desenvolvimento de conteúdos e-learning
program-planning|Programmplanung|planification de programmes|planificación de programas|programmaplanning|pianificazione dei programmi|planeamento de programas
cataloging|Katalogisierung|catalogage|catalogación|catalogiseren|catalogazione|catalogação
research|Forschung|recherche|investigación|onderzoek|ricerca|investigação
scientific-writing|wissenschaftliches Schreiben|rédaction scientifique|redacción científica|wetenschappelijk schrijven|scrittura scientifica|redação científica
laboratory-skills|Laborkenntnisse|techniques de laboratoire|técnicas de laboratorio|laboratoriumvaardigheden|tecniche di laboratorio|técnicas laboratoriais
mathematics|Mathematik|mathématiques|matemáticas|wiskunde|matematica|matemática
statistics|Statistik|statistiques|estadística|statistiek|statistica|estatística
chemistry|Chemie|chimie|química|scheikunde|chimica|química
economics|Volkswirtschaftslehre|économie|economía|economie|economia|economia
field-research|Feldforschung|recherche de terrain|investigación de campo|veldonderzoek|ricerca sul campo|investigação de campo
field-sampling|Probenahme im Feld|échantillonnage sur le terrain|muestreo de campo|veldbemonstering|campionamento sul campo|amostragem de campo
experiment-design|Versuchsplanung|conception d'expériences|diseño de experimentos|proefopzet|progettazione degli esperimenti|planeamento de experiências
survey-design|Fragebogenentwicklung|conception d'enquêtes|diseño de encuestas|enquêteontwerp|progettazione di sondaggi|conceção de inquéritos
# Finance and legal
budgeting|Budgetplanung|gestion budgétaire|gestión presupuestaria|budgettering|gestione del budget|gestão orçamental
financial-reporting|Finanzberichterstattung|reporting financier|información financiera|financiële verslaglegging|rendicontazione finanziaria|relato financeiro
financial-analysis|Finanzanalyse|analyse financière|análisis financiero|financiële analyse|analisi finanziaria|análise financeira
financial-modeling|Finanzmodellierung|modélisation financière|modelización financiera|financiële modellering|modellazione finanziaria|modelação financeira
financial-planning|Finanzplanung|planification financière|planificación financiera|financiële planning|pianificazione finanziaria|planeamento financeiro
financial-strategy|Finanzstrategie|stratégie financière|estrategia financiera|financiële strategie|strategia finanziaria|estratégia financeira
forecasting|Prognoseerstellung|prévisions|previsiones|prognoses|previsioni|previsões
accounting|Rechnungswesen|comptabilité|contabilidad|boekhouding|contabilità|contabilidade
bookkeeping|Buchführung|tenue de comptabilité|teneduría de libros|boekhouden|tenuta della contabilità|escrituração contabilística
accounts-payable|Kreditorenbuchhaltung|comptabilité fournisseurs|cuentas a pagar|crediteurenadministratie|contabilità fornitori|contas a pagar
accounts-receivable|Debitorenbuchhaltung|comptabilité clients|cuentas a cobrar|debiteurenadministratie|contabilità clienti|contas a receber
bank-reconciliation|Kontenabstimmung|rapprochement bancaire|conciliación bancaria|bankafstemming|riconciliazione bancaria|reconciliação bancária
invoicing|Rechnungsstellung|facturation|facturación|facturatie|fatturazione|faturação
credit-control|Forderungsmanagement|recouvrement|control de crédito|credit management|gestione del credito|controlo de crédito
payroll|Lohn- und Gehaltsabrechnung|paie|nóminas|salarisadministratie|elaborazione delle paghe|processamento salarial
auditing|Wirtschaftsprüfung|audit|auditoría|=|revisione contabile|auditoria
internal-controls|interne Kontrollen|contrôle interne|control interno|interne beheersing|controlli interni|controlo interno
tax-preparation|Erstellung von Steuererklärungen|préparation des déclarations fiscales|preparación de impuestos|belastingaangiftes opstellen|preparazione delle dichiarazioni fiscali|preparação de declarações fiscais
tax-compliance|steuerliche Compliance|conformité fiscale|cumplimiento tributario|fiscale compliance|conformità fiscale|cumprimento fiscal
tax-law|Steuerrecht|droit fiscal|derecho tributario|belastingrecht|diritto tributario|direito fiscal
valuation|Unternehmensbewertung|évaluation d'entreprise|valoración de empresas|waardering|valutazione aziendale|avaliação de empresas
investment-analysis|Investitionsanalyse|analyse des investissements|análisis de inversiones|beleggingsanalyse|analisi degli investimenti|análise de investimentos
credit-risk|Kreditrisiko|risque de crédit|riesgo de crédito|kredietrisico|rischio di credito|risco de crédito
banking-operations|Bankbetrieb|opérations bancaires|operaciones bancarias|bankoperaties|operazioni bancarie|operações bancárias
cost-analysis|Kostenanalyse|analyse des coûts|análisis de costes|kostenanalyse|analisi dei costi|análise de custos
due-diligence|Due-Diligence-Prüfung|audit d'acquisition|diligencia debida|due diligence-onderzoek|=|auditoria de aquisição
underwriting|Risikoprüfung|souscription|suscripción de riesgos|acceptatie|sottoscrizione dei rischi|subscrição de riscos
asset-management|Vermögensverwaltung|gestion d'actifs|gestión de activos|vermogensbeheer|gestione patrimoniale|gestão de ativos
legal-research|juristische Recherche|recherche juridique|investigación jurídica|juridisch onderzoek|ricerca giuridica|pesquisa jurídica
legal-writing|juristisches Schreiben|rédaction juridique|redacción jurídica|juridisch schrijven|redazione giuridica|redação jurídica
contract-drafting|Vertragsgestaltung|rédaction de contrats|redacción de contratos|opstellen van contracten|redazione di contratti|redação de contratos
legal-case-management|Fallbearbeitung|gestion des dossiers juridiques|gestión de expedientes jurídicos|dossierbehandeling|gestione delle pratiche legali|gestão de processos jurídicos
legal-terminology|juristische Fachsprache|terminologie juridique|terminología jurídica|juridische terminologie|terminologia giuridica|terminologia jurídica
legal-reasoning|juristisches Denken|raisonnement juridique|razonamiento jurídico|juridisch redeneren|ragionamento giuridico|raciocínio jurídico
policy-analysis|Politikanalyse|analyse des politiques publiques|análisis de políticas públicas|beleidsanalyse|analisi delle politiche|análise de políticas
evidence-handling|Umgang mit Beweismitteln|gestion des preuves|custodia de pruebas|omgaan met bewijsmateriaal|gestione delle prove|manuseamento de provas
# Software, IT and data (methods, not products)
software-development|Softwareentwicklung|développement logiciel|desarrollo de software|softwareontwikkeling|sviluppo software|desenvolvimento de software
software-testing|Softwaretests|tests logiciels|pruebas de software|softwaretesten|test del software|testes de software
software-architecture|Softwarearchitektur|architecture logicielle|arquitectura de software|softwarearchitectuur|architettura software|arquitetura de software
system-design|Systementwurf|conception de systèmes|diseño de sistemas|systeemontwerp|progettazione di sistemi|conceção de sistemas
data-structures|Datenstrukturen|structures de données|estructuras de datos|datastructuren|strutture dati|estruturas de dados
debugging|Fehlersuche im Code|débogage|depuración|debuggen|=|depuração
code-review|Code-Review|revue de code|revisión de código|codereview|revisione del codice|revisão de código
troubleshooting|Fehlerbehebung|dépannage|resolución de incidencias|probleemoplossing bij storingen|risoluzione dei guasti|resolução de avarias
networking|Netzwerktechnik|réseaux informatiques|redes informáticas|netwerkbeheer|reti informatiche|redes informáticas
network-security|Netzwerksicherheit|sécurité des réseaux|seguridad de redes|netwerkbeveiliging|sicurezza delle reti|segurança de redes
cybersecurity|IT-Sicherheit|cybersécurité|ciberseguridad|cyberbeveiliging|sicurezza informatica|cibersegurança
systems-administration|Systemadministration|administration système|administración de sistemas|systeembeheer|amministrazione di sistema|administração de sistemas
it-support|IT-Support|support informatique|soporte informático|IT-ondersteuning|supporto IT|suporte informático
backup-and-recovery|Datensicherung und Wiederherstellung|sauvegarde et restauration|copias de seguridad y recuperación|back-up en herstel|backup e ripristino|cópias de segurança e recuperação
identity-and-access-management|Identitäts- und Zugriffsmanagement|gestion des identités et des accès|gestión de identidades y accesos|identiteits- en toegangsbeheer|gestione delle identità e degli accessi|gestão de identidades e acessos
monitoring|Systemüberwachung|supervision|monitorización|=|monitoraggio|monitorização
firewalls|=|pare-feu|cortafuegos|=|firewall|=
embedded-systems|eingebettete Systeme|systèmes embarqués|sistemas embebidos|embedded systemen|sistemi embedded|sistemas embebidos
electronics|Elektronik|électronique|electrónica|elektronica|elettronica|eletrónica
game-design|Spieldesign|conception de jeux|diseño de videojuegos|gamedesign|=|design de jogos
data-analysis|Datenanalyse|analyse de données|análisis de datos|data-analyse|analisi dei dati|análise de dados
data-management|Datenmanagement|gestion des données|gestión de datos|databeheer|gestione dei dati|gestão de dados
data-governance|=|gouvernance des données|gobierno del dato|datagovernance|governance dei dati|governação de dados
data-visualization|Datenvisualisierung|visualisation de données|visualización de datos|datavisualisatie|visualizzazione dei dati|visualização de dados
data-warehousing|Data-Warehousing|entrepôts de données|almacenes de datos|datawarehousing|=|armazéns de dados
machine-learning|maschinelles Lernen|apprentissage automatique|aprendizaje automático|machinaal leren|apprendimento automatico|aprendizagem automática
deep-learning|=|apprentissage profond|aprendizaje profundo|=|apprendimento profondo|aprendizagem profunda
geographic-information-systems|Geoinformationssysteme|systèmes d'information géographique|sistemas de información geográfica|geografische informatiesystemen|sistemi informativi geografici|sistemas de informação geográfica
spatial-analysis|räumliche Analyse|analyse spatiale|análisis espacial|ruimtelijke analyse|analisi spaziale|análise espacial
cartography|Kartografie|cartographie|cartografía|cartografie|cartografia|cartografia
information-architecture|Informationsarchitektur|architecture de l'information|arquitectura de la información|informatiearchitectuur|architettura dell'informazione|arquitetura de informação
ux-research|UX-Forschung|recherche utilisateur|investigación de experiencia de usuario|gebruikersonderzoek|ricerca sull'esperienza utente|investigação de experiência do utilizador
design-systems|Designsysteme|systèmes de design|sistemas de diseño|designsystemen|design system|sistemas de design
prototyping|Prototypenbau|prototypage|prototipado|prototypen maken|prototipazione|prototipagem
creative-direction|kreative Leitung|direction de création|dirección creativa|creatieve leiding|direzione creativa|direção criativa
photography|Fotografie|photographie|fotografía|fotografie|fotografia|fotografia
graphic-design|Grafikdesign|conception graphique|diseño gráfico|grafisch ontwerp|progettazione grafica|design gráfico
architecture|Architektur|=|arquitectura|architectuur|architettura|arquitetura
version-control|Versionsverwaltung|gestion de versions|control de versiones|versiebeheer|controllo di versione|controlo de versões
object-oriented-programming|objektorientierte Programmierung|programmation orientée objet|programación orientada a objetos|objectgeoriënteerd programmeren|programmazione orientata agli oggetti|programação orientada a objetos
design-patterns|Entwurfsmuster|patrons de conception|patrones de diseño|ontwerppatronen|design pattern|padrões de design
information-technology|Informationstechnik|informatique|tecnologías de la información|informatietechnologie|tecnologia dell'informazione|tecnologias de informação
computer-science|Informatik|informatique|informática|informatica|informatica|informática
# Engineering, trades and industry
mechanical-engineering|Maschinenbau|génie mécanique|ingeniería mecánica|werktuigbouwkunde|ingegneria meccanica|engenharia mecânica
electrical-engineering|Elektrotechnik|génie électrique|ingeniería eléctrica|elektrotechniek|ingegneria elettrica|engenharia eletrotécnica
structural-engineering|Tragwerksplanung|génie des structures|ingeniería estructural|constructief ontwerp|ingegneria strutturale|engenharia de estruturas
industrial-engineering|Wirtschaftsingenieurwesen|génie industriel|ingeniería industrial|industriële bedrijfskunde|ingegneria industriale|engenharia industrial
computer-aided-design|computergestützte Konstruktion|conception assistée par ordinateur|diseño asistido por ordenador|computerondersteund ontwerpen|progettazione assistita dal computer|desenho assistido por computador
technical-drawing|technisches Zeichnen|dessin technique|dibujo técnico|technisch tekenen|disegno tecnico|desenho técnico
blueprint-reading|Lesen technischer Zeichnungen|lecture de plans|lectura de planos|bouwtekeningen lezen|lettura del disegno tecnico|leitura de plantas
building-codes|Bauvorschriften|réglementation de la construction|normativa de edificación|bouwvoorschriften|normativa edilizia|regulamentos de construção
construction-knowledge|Baufachwissen|connaissance du bâtiment|conocimientos de construcción|bouwkennis|conoscenze edilizie|conhecimentos de construção
finite-element-analysis|Finite-Elemente-Analyse|analyse par éléments finis|análisis por elementos finitos|eindige-elementenanalyse|analisi agli elementi finiti|análise por elementos finitos
circuit-design|Schaltungsentwurf|conception de circuits|diseño de circuitos|schakelingontwerp|progettazione di circuiti|projeto de circuitos
plc-programming|SPS-Programmierung|programmation d'automates|programación de autómatas|PLC-programmering|programmazione PLC|programação de autómatos
control-systems|Regelungstechnik|systèmes de contrôle-commande|sistemas de control|regeltechniek|sistemi di controllo|sistemas de controlo
electrical-systems|elektrische Anlagen|systèmes électriques|sistemas eléctricos|elektrische systemen|impianti elettrici|sistemas elétricos
electrical-installation|Elektroinstallation|installation électrique|instalaciones eléctricas|elektrische installatie|installazione elettrica|instalações elétricas
electrical-maintenance|elektrische Instandhaltung|maintenance électrique|mantenimiento eléctrico|elektrisch onderhoud|manutenzione elettrica|manutenção elétrica
mechanical-maintenance|mechanische Instandhaltung|maintenance mécanique|mantenimiento mecánico|mechanisch onderhoud|manutenzione meccanica|manutenção mecânica
preventive-maintenance|vorbeugende Instandhaltung|maintenance préventive|mantenimiento preventivo|preventief onderhoud|manutenzione preventiva|manutenção preventiva
mechanical-assembly|mechanische Montage|assemblage mécanique|montaje mecánico|mechanische assemblage|assemblaggio meccanico|montagem mecânica
hydraulics|Hydraulik|hydraulique|hidráulica|hydrauliek|oleodinamica|hidráulica
lean-manufacturing|Lean Production|production au plus juste (lean)|fabricación ajustada (lean)|lean productie|produzione snella (lean)|produção lean
production-planning|Produktionsplanung|planification de la production|planificación de la producción|productieplanning|pianificazione della produzione|planeamento da produção
machine-operation|Maschinenbedienung|conduite de machines|manejo de máquinas|machinebediening|conduzione di macchine|operação de máquinas
equipment-operation|Bedienung von Geräten|conduite d'équipements|manejo de equipos|bediening van apparatuur|utilizzo delle attrezzature|operação de equipamentos
heavy-equipment-operation|Führen von Baumaschinen|conduite d'engins lourds|manejo de maquinaria pesada|bediening van zwaar materieel|conduzione di macchine pesanti|operação de máquinas pesadas
cnc-programming|CNC-Programmierung|programmation CNC|programación CNC|CNC-programmeren|programmazione CNC|programação CNC
metrology|Messtechnik|métrologie|metrología|meettechniek|metrologia|metrologia
measuring|Messen|prise de mesures|medición|meten|misurazione|medição
inspection|Prüfung und Inspektion|=|inspección|inspectie|ispezione|inspeção
power-tools|Elektrowerkzeuge|outillage électroportatif|herramientas eléctricas|elektrisch gereedschap|utensili elettrici|ferramentas elétricas
welding|Schweißen|soudage|soldadura|lassen|saldatura|soldadura
metal-fabrication|Metallbearbeitung|fabrication métallique|fabricación metálica|metaalbewerking|carpenteria metallica|fabricação metálica
pipefitting|Rohrleitungsbau|tuyauterie|montaje de tuberías|pijpfitten|montaggio di tubazioni|montagem de tubagens
plumbing|Sanitärinstallation|plomberie|fontanería|loodgieterswerk|idraulica|canalização
carpentry|Zimmererarbeiten|menuiserie|carpintería|timmerwerk|carpenteria|carpintaria
masonry|Mauerwerksbau|maçonnerie|albañilería|metselwerk|muratura|alvenaria
concrete-work|Betonarbeiten|travaux de béton|trabajos de hormigón|betonwerk|lavori in calcestruzzo|trabalhos em betão
painting-and-decorating|Maler- und Lackierarbeiten|peinture et décoration|pintura y decoración|schilderen en afwerken|tinteggiatura e decorazione|pintura e decoração
surface-preparation|Untergrundvorbereitung|préparation des surfaces|preparación de superficies|ondergrondvoorbereiding|preparazione delle superfici|preparação de superfícies
color-matching|Farbabstimmung|mise à la teinte|igualación de colores|kleuren mengen|abbinamento dei colori|afinação de cores
working-at-heights|Arbeiten in der Höhe|travail en hauteur|trabajos en altura|werken op hoogte|lavori in quota|trabalhos em altura
rigging|Anschlagen von Lasten|élingage|eslingado|aanslaan van lasten|imbracatura dei carichi|amarração de cargas
safety-procedures|Sicherheitsvorschriften|procédures de sécurité|procedimientos de seguridad|veiligheidsprocedures|procedure di sicurezza|procedimentos de segurança
environmental-regulations|Umweltvorschriften|réglementation environnementale|normativa medioambiental|milieuwetgeving|normativa ambientale|regulamentação ambiental
environmental-impact-assessment|Umweltverträglichkeitsprüfung|étude d'impact environnemental|evaluación de impacto ambiental|milieueffectrapportage|valutazione di impatto ambientale|avaliação de impacte ambiental
water-treatment|Wasseraufbereitung|traitement de l'eau|tratamiento de aguas|waterbehandeling|trattamento delle acque|tratamento de águas
energy-management|Energiemanagement|gestion de l'énergie|gestión energética|energiemanagement|gestione dell'energia|gestão de energia
geology|Geologie|géologie|geología|geologie|geologia|geologia
chromatography|Chromatografie|chromatographie|cromatografía|chromatografie|cromatografia|cromatografia
janitorial-services|Gebäudereinigung|nettoyage des locaux|limpieza de instalaciones|schoonmaakwerkzaamheden|pulizia degli ambienti|limpeza de instalações
housekeeping|=|entretien des chambres|limpieza de habitaciones|huishouding|pulizia delle camere|limpeza de quartos
gardening|Gartenarbeit|jardinage|jardinería|tuinieren|giardinaggio|jardinagem
vehicle-diagnostics|Fahrzeugdiagnose|diagnostic automobile|diagnosis de vehículos|voertuigdiagnose|diagnosi dei veicoli|diagnóstico automóvel
sewing|Nähen|couture|costura|naaien|cucito|costura
design|Gestaltung|conception|diseño|ontwerp|progettazione|=
# Logistics, transport, hospitality and outdoors
logistics|Logistik|logistique|logística|logistiek|logistica|logística
logistics-planning|Logistikplanung|planification logistique|planificación logística|logistieke planning|pianificazione logistica|planeamento logístico
supply-chain-management|Lieferkettenmanagement|gestion de la chaîne d'approvisionnement|gestión de la cadena de suministro|ketenbeheer|gestione della catena di approvvigionamento|gestão da cadeia de abastecimento
inventory-management|Bestandsmanagement|gestion des stocks|gestión de inventarios|voorraadbeheer|gestione delle scorte|gestão de stocks
warehouse-management-systems|Lagerverwaltungssysteme|systèmes de gestion d'entrepôt|sistemas de gestión de almacenes|magazijnbeheersystemen|sistemi di gestione del magazzino|sistemas de gestão de armazém
order-fulfillment|Auftragsabwicklung|préparation des commandes|preparación de pedidos|orderverwerking|evasione degli ordini|preparação de encomendas
shipping-documentation|Versanddokumente|documents d'expédition|documentación de envíos|verzenddocumenten|documenti di spedizione|documentação de expedição
route-planning|Routenplanung|planification des itinéraires|planificación de rutas|routeplanning|pianificazione dei percorsi|planeamento de rotas
driving|Fahren|conduite|conducción|rijvaardigheid|guida|condução
truck-driving|Lkw-Fahren|conduite de poids lourds|conducción de camiones|vrachtwagen rijden|guida di camion|condução de pesados
forklift-operation|Staplerfahren|conduite de chariot élévateur|manejo de carretillas elevadoras|heftruck rijden|conduzione di carrelli elevatori|condução de empilhadores
ship-navigation|Schiffsnavigation|navigation maritime|navegación marítima|scheepsnavigatie|navigazione marittima|navegação marítima
maritime-safety|Sicherheit auf See|sécurité maritime|seguridad marítima|maritieme veiligheid|sicurezza marittima|segurança marítima
aircraft-operation|Führen von Luftfahrzeugen|pilotage d'aéronefs|pilotaje de aeronaves|vliegen van luchtvaartuigen|pilotaggio di aeromobili|pilotagem de aeronaves
aviation-regulations|Luftfahrtvorschriften|réglementation aéronautique|normativa aeronáutica|luchtvaartregelgeving|normativa aeronautica|regulamentação aeronáutica
crop-cultivation|Pflanzenbau|cultures agricoles|cultivo agrícola|akkerbouw|coltivazione|cultivo agrícola
cooking|Kochen|cuisine|cocina|koken|cucina|culinária
catering|=|restauration collective|=|=|=|=
food-safety|Lebensmittelsicherheit|sécurité alimentaire|seguridad alimentaria|voedselveiligheid|sicurezza alimentare|segurança alimentar
menu-planning|Menüplanung|élaboration des menus|planificación de menús|menuplanning|pianificazione dei menu|planeamento de ementas
knife-skills|Messertechnik|techniques de découpe|técnicas de corte|messentechnieken|tecniche di taglio|técnicas de corte
reservations-management|Reservierungsmanagement|gestion des réservations|gestión de reservas|reserveringsbeheer|gestione delle prenotazioni|gestão de reservas
travel-planning|Reiseplanung|organisation de voyages|planificación de viajes|reisplanning|organizzazione di viaggi|planeamento de viagens
local-knowledge|Ortskenntnis|connaissance du terrain local|conocimiento local|lokale kennis|conoscenza del territorio|conhecimento local
sport-knowledge|Sportkenntnisse|connaissances sportives|conocimientos deportivos|sportkennis|conoscenze sportive|conhecimentos desportivos
law-enforcement|Strafverfolgung|maintien de l'ordre|aplicación de la ley|rechtshandhaving|applicazione della legge|aplicação da lei
firefighting|Brandbekämpfung|lutte contre l'incendie|extinción de incendios|brandbestrijding|lotta antincendio|combate a incêndios
emergency-management|Notfallmanagement|gestion des situations d'urgence|gestión de emergencias|crisisbeheersing|gestione delle emergenze|gestão de emergências
community-development|Gemeinwesenarbeit|développement local|desarrollo comunitario|opbouwwerk|sviluppo di comunità|desenvolvimento comunitário
# Sciences and methods the taxonomy files beside products
econometrics|Ökonometrie|économétrie|econometría|econometrie|econometria|econometria
cryptography|Kryptografie|cryptographie|criptografía|cryptografie|crittografia|criptografia
telecommunications|Telekommunikation|télécommunications|telecomunicaciones|telecommunicatie|telecomunicazioni|telecomunicações
linguistics|Linguistik|linguistique|lingüística|taalkunde|linguistica|linguística
optimization|Optimierung|optimisation|optimización|optimalisatie|ottimizzazione|otimização
biology|Biologie|biologie|biología|biologie|biologia|biologia
physics|Physik|physique|física|natuurkunde|fisica|física
aerodynamics|Aerodynamik|aérodynamique|aerodinámica|aerodynamica|aerodinamica|aerodinâmica
observability|Beobachtbarkeit von Systemen|observabilité|observabilidad|observeerbaarheid|osservabilità|observabilidade
containerization|Containerisierung|conteneurisation|contenedorización|containerisatie|containerizzazione|conteinerização
dashboards|=|tableaux de bord|cuadros de mando|=|cruscotti|painéis de indicadores
clustering|Clusteranalyse|partitionnement de données|agrupamiento|clusteranalyse|analisi dei cluster|agrupamento
# Nursing, care and clinical work (more)
intravenous-therapy|Infusionstherapie|perfusion intraveineuse|terapia intravenosa|infuustherapie|terapia endovenosa|terapia intravenosa
triage|Ersteinschätzung|=|triaje|=|=|triagem
emergency-nursing|Notfallpflege|soins infirmiers d'urgence|enfermería de urgencias|spoedeisende hulp verpleging|assistenza infermieristica in emergenza|enfermagem de urgência
perioperative-nursing|perioperative Pflege|soins infirmiers périopératoires|enfermería perioperatoria|perioperatieve verpleging|assistenza infermieristica perioperatoria|enfermagem perioperatória
pediatric-nursing|Kinderkrankenpflege|soins infirmiers en pédiatrie|enfermería pediátrica|kinderverpleegkunde|assistenza infermieristica pediatrica|enfermagem pediátrica
neonatal-care|Neonatologiepflege|soins néonatals|cuidados neonatales|neonatale zorg|assistenza neonatale|cuidados neonatais
obstetric-nursing|geburtshilfliche Pflege|soins infirmiers en obstétrique|enfermería obstétrica|obstetrische verpleging|assistenza infermieristica ostetrica|enfermagem obstétrica
midwifery|Geburtshilfe|maïeutique|partería|verloskunde|ostetricia|obstetrícia
oncology-nursing|onkologische Pflege|soins infirmiers en oncologie|enfermería oncológica|oncologische verpleging|assistenza infermieristica oncologica|enfermagem oncológica
mental-health-nursing|psychiatrische Pflege|soins infirmiers en santé mentale|enfermería de salud mental|ggz-verpleging|assistenza infermieristica in salute mentale|enfermagem de saúde mental
geriatric-care|Altenpflege|soins gériatriques|atención geriátrica|ouderenzorg|assistenza geriatrica|cuidados geriátricos
community-nursing|ambulante Pflege|soins infirmiers à domicile|enfermería comunitaria|wijkverpleging|assistenza infermieristica territoriale|enfermagem comunitária
dialysis|Dialyse|dialyse|diálisis|dialyse|dialisi|diálise
catheterization|Katheterisierung|sondage urinaire|cateterismo|katheterisatie|cateterismo|cateterismo
ventilator-management|Beatmungsmanagement|gestion de la ventilation mécanique|manejo de la ventilación mecánica|beademingszorg|gestione della ventilazione meccanica|gestão da ventilação mecânica
blood-transfusion|Bluttransfusion|transfusion sanguine|transfusión sanguínea|bloedtransfusie|trasfusione di sangue|transfusão sanguínea
pain-management|Schmerzmanagement|prise en charge de la douleur|manejo del dolor|pijnbestrijding|gestione del dolore|controlo da dor
discharge-planning|Entlassmanagement|préparation de la sortie du patient|planificación del alta|ontslagplanning|pianificazione della dimissione|planeamento da alta
patient-advocacy|Patientenfürsprache|défense des droits des patients|defensa del paciente|patiëntenbelangenbehartiging|tutela dei diritti del paziente|defesa dos direitos do doente
clinical-documentation|Pflegedokumentation|transmissions ciblées|registros clínicos|verpleegkundige verslaglegging|documentazione clinica|registos clínicos
basic-life-support|Basisreanimation|gestes de premiers secours|soporte vital básico|basale reanimatie|supporto vitale di base|suporte básico de vida
advanced-cardiac-life-support|erweiterte Reanimation|réanimation cardiaque avancée|soporte vital cardiovascular avanzado|specialistische reanimatie|supporto vitale cardiovascolare avanzato|suporte avançado de vida
feeding-assistance|Unterstützung bei der Nahrungsaufnahme|aide aux repas|ayuda en la alimentación|hulp bij het eten|assistenza all'alimentazione|apoio na alimentação
enteral-feeding|Sondenernährung|nutrition entérale|nutrición enteral|sondevoeding|nutrizione enterale|alimentação entérica
blood-glucose-monitoring|Blutzuckerkontrolle|surveillance de la glycémie|control de glucemia|bloedglucosecontrole|monitoraggio della glicemia|monitorização da glicemia
mobility-assistance|Mobilisationshilfe|aide à la mobilité|ayuda a la movilidad|hulp bij mobiliteit|assistenza alla mobilità|apoio à mobilidade
inpatient-care|stationäre Versorgung|soins hospitaliers|atención hospitalaria|klinische zorg|assistenza ospedaliera|cuidados em internamento
medication-reconciliation|Medikationsabgleich|conciliation médicamenteuse|conciliación de la medicación|medicatieverificatie|riconciliazione farmacologica|reconciliação terapêutica
sterilization|Sterilisation|stérilisation|esterilización|sterilisatie|sterilizzazione|esterilização
medical-history-taking|Anamnese|recueil de l'anamnèse|anamnesis|anamnese afnemen|raccolta dell'anamnesi|colheita da história clínica
physical-examination|körperliche Untersuchung|examen clinique|exploración física|lichamelijk onderzoek|esame obiettivo|exame físico
treatment-planning|Behandlungsplanung|planification du traitement|planificación del tratamiento|behandelplanning|pianificazione del trattamento|planeamento do tratamento
electrocardiography|Elektrokardiografie|électrocardiographie|electrocardiografía|elektrocardiografie|elettrocardiografia|eletrocardiografia
public-health|öffentliche Gesundheit|santé publique|salud pública|volksgezondheid|sanità pubblica|saúde pública
occupational-health|Arbeitsmedizin|santé au travail|salud laboral|bedrijfsgezondheidszorg|medicina del lavoro|saúde ocupacional
physiotherapy|Physiotherapie|kinésithérapie|fisioterapia|fysiotherapie|fisioterapia|fisioterapia
occupational-therapy|Ergotherapie|ergothérapie|terapia ocupacional|ergotherapie|terapia occupazionale|terapia ocupacional
speech-and-language-therapy|Logopädie|orthophonie|logopedia|logopedie|logopedia|terapia da fala
dietetics|Diätetik|diététique|dietética|diëtetiek|dietetica|dietética
telehealth|Telemedizin|télésanté|telemedicina|zorg op afstand|telemedicina|telessaúde
care-coordination|Versorgungskoordination|coordination des soins|coordinación asistencial|zorgcoördinatie|coordinamento dell'assistenza|coordenação de cuidados
disability-support|Behindertenbetreuung|accompagnement des personnes handicapées|apoyo a personas con discapacidad|gehandicaptenzorg|assistenza alle persone con disabilità|apoio a pessoas com deficiência
trauma-informed-care|traumasensible Begleitung|accompagnement tenant compte des traumatismes|atención informada sobre el trauma|traumasensitieve zorg|assistenza informata sul trauma|cuidados informados pelo trauma
motivational-interviewing|motivierende Gesprächsführung|entretien motivationnel|entrevista motivacional|motiverende gespreksvoering|colloquio motivazionale|entrevista motivacional
child-care|Kinderbetreuung|garde d'enfants|cuidado infantil|kinderopvang|cura dei bambini|cuidado de crianças
early-childhood-care|frühkindliche Betreuung|accueil du jeune enfant|atención a la primera infancia|vroeg- en voorschoolse zorg|cura della prima infanzia|cuidados na primeira infância
youth-work|Jugendarbeit|animation jeunesse|trabajo con jóvenes|jongerenwerk|lavoro con i giovani|trabalho com jovens
social-work|Soziale Arbeit|travail social|trabajo social|maatschappelijk werk|lavoro sociale|serviço social
# Business, office and logistics (more)
talent-acquisition|Talentgewinnung|acquisition de talents|captación de talento|talentwerving|acquisizione di talenti|aquisição de talento
workforce-planning|Personalplanung|planification des effectifs|planificación de plantillas|personeelsplanning|pianificazione della forza lavoro|planeamento de recursos humanos
succession-planning|Nachfolgeplanung|planification de la relève|planificación de la sucesión|opvolgingsplanning|pianificazione della successione|planeamento da sucessão
talent-management|Talentmanagement|gestion des talents|gestión del talento|talentmanagement|gestione dei talenti|gestão de talento
diversity-and-inclusion|Vielfalt und Inklusion|diversité et inclusion|diversidad e inclusión|diversiteit en inclusie|diversità e inclusione|diversidade e inclusão
organizational-development|Organisationsentwicklung|développement organisationnel|desarrollo organizacional|organisatieontwikkeling|sviluppo organizzativo|desenvolvimento organizacional
product-management|Produktmanagement|gestion de produit|gestión de producto|productmanagement|gestione del prodotto|gestão de produto
business-strategy|Unternehmensstrategie|stratégie d'entreprise|estrategia empresarial|bedrijfsstrategie|strategia aziendale|estratégia empresarial
delegation|Delegieren von Aufgaben|délégation|delegación|delegeren|delega|delegação
cross-functional-collaboration|bereichsübergreifende Zusammenarbeit|collaboration transverse|colaboración interdepartamental|samenwerking over afdelingen heen|collaborazione interfunzionale|colaboração interdepartamental
resource-planning|Ressourcenplanung|planification des ressources|planificación de recursos|capaciteitsplanning|pianificazione delle risorse|planeamento de recursos
project-delivery|Projektabwicklung|réalisation de projets|ejecución de proyectos|projectrealisatie|realizzazione dei progetti|execução de projetos
project-coordination|Projektkoordination|coordination de projets|coordinación de proyectos|projectcoördinatie|coordinamento dei progetti|coordenação de projetos
p-and-l-management|Ergebnisverantwortung|responsabilité du compte de résultat|gestión de la cuenta de resultados|verantwoordelijkheid voor winst en verlies|gestione del conto economico|gestão da conta de resultados
kpi-tracking|KPI-Überwachung|suivi des indicateurs clés|seguimiento de indicadores clave|KPI-monitoring|monitoraggio dei KPI|acompanhamento de indicadores-chave
administrative-support|Verwaltungsunterstützung|appui administratif|apoyo administrativo|administratieve ondersteuning|supporto amministrativo|apoio administrativo
filing|Ablage|classement|archivo de documentos|archiveren|archiviazione|arquivo
reception|Empfang|accueil|recepción|receptie|accoglienza|receção
translation|Übersetzung|traduction|traducción|vertalen|traduzione|tradução
interpreting|Dolmetschen|interprétation|interpretación|tolken|interpretariato|interpretação
proofreading|Korrekturlesen|relecture|corrección de textos|corrigeren|correzione di bozze|revisão de provas
warehouse-management|Lagerverwaltung|gestion d'entrepôt|gestión de almacenes|magazijnbeheer|gestione del magazzino|gestão de armazém
stock-taking|Inventur|inventaire|inventario|voorraadtelling|inventario|inventário
order-picking|Kommissionierung|préparation de commandes|preparación de pedidos|orderpicken|prelievo degli ordini|separação de encomendas
shipping-and-receiving|Warenein- und -ausgang|réception et expédition|recepción y expedición|ontvangst en verzending|ricevimento e spedizione|receção e expedição
loading-and-unloading|Be- und Entladen|chargement et déchargement|carga y descarga|laden en lossen|carico e scarico|carga e descarga
dispatching|Disposition|régulation des transports|despacho|planning en dispatch|=|despacho
fleet-management|Fuhrparkmanagement|gestion de flotte|gestión de flotas|wagenparkbeheer|gestione della flotta|gestão de frota
freight-forwarding|Spedition|commission de transport|transitario|expeditie|spedizioni|transitário
customs-clearance|Zollabfertigung|dédouanement|despacho aduanero|douaneafhandeling|sdoganamento|desalfandegamento
import-export|Import und Export|import-export|importación y exportación|import en export|import-export|importação e exportação
demand-planning|Bedarfsplanung|prévision de la demande|planificación de la demanda|vraagplanning|pianificazione della domanda|planeamento da procura
delivery-driving|Auslieferungsfahrten|livraison|reparto|bezorgen|consegne|entregas
dangerous-goods-handling|Umgang mit Gefahrgut|manutention de marchandises dangereuses|manipulación de mercancías peligrosas|omgaan met gevaarlijke stoffen|movimentazione di merci pericolose|manuseamento de mercadorias perigosas
facilities-management|Facility-Management|gestion des services généraux|gestión de instalaciones|facilitair management|facility management|gestão de instalações
store-management|Filialführung|gestion de magasin|gestión de tiendas|winkelbeheer|gestione del punto vendita|gestão de loja
shelf-stocking|Warenverräumung|mise en rayon|reposición|vakkenvullen|rifornimento degli scaffali|reposição
e-commerce|Onlinehandel|commerce en ligne|comercio electrónico|webwinkel|commercio elettronico|comércio eletrónico
corporate-finance|Unternehmensfinanzierung|finance d'entreprise|finanzas corporativas|bedrijfsfinanciering|finanza aziendale|finanças empresariais
fraud-detection|Betrugserkennung|détection des fraudes|detección del fraude|fraudedetectie|rilevamento delle frodi|deteção de fraude
financial-crime-compliance|Bekämpfung von Finanzkriminalität|lutte contre la criminalité financière|prevención de delitos financieros|bestrijding van financieel-economische criminaliteit|contrasto ai reati finanziari|prevenção da criminalidade financeira
regulatory-reporting|aufsichtsrechtliches Meldewesen|reporting réglementaire|información regulatoria|toezichtrapportage|segnalazioni di vigilanza|reporte regulamentar
trial-balance|Saldenbilanz|balance générale|balance de comprobación|proefbalans|bilancio di verifica|balancete
journal-entries|Buchungssätze|écritures comptables|asientos contables|journaalposten|scritture contabili|lançamentos contabilísticos
# Methods, engineering and finance terms seen in the real adverts
scrum|=|=|=|=|=|=
kanban|=|=|=|=|=|=
web-development|Webentwicklung|développement web|desarrollo web|webontwikkeling|sviluppo web|desenvolvimento web
incident-management|Störungsmanagement|gestion des incidents|gestión de incidencias|incidentbeheer|gestione degli incidenti|gestão de incidentes
incident-response|Reaktion auf Sicherheitsvorfälle|réponse aux incidents de sécurité|respuesta a incidentes|incidentrespons|risposta agli incidenti|resposta a incidentes
vulnerability-assessment|Schwachstellenanalyse|évaluation des vulnérabilités|evaluación de vulnerabilidades|kwetsbaarheidsanalyse|valutazione delle vulnerabilità|avaliação de vulnerabilidades
penetration-testing|Penetrationstests|tests d'intrusion|pruebas de penetración|penetratietesten|test di penetrazione|testes de intrusão
visual-design|visuelle Gestaltung|design visuel|diseño visual|visueel ontwerp|design visivo|design visual
customer-onboarding|Kunden-Onboarding|intégration des clients|incorporación de clientes|klantonboarding|inserimento dei clienti|integração de clientes
stress-analysis|Festigkeitsberechnung|calcul de résistance des structures|análisis de tensiones|sterkteberekening|analisi delle sollecitazioni|análise de tensões
fatigue-analysis|Ermüdungsanalyse|analyse en fatigue|análisis de fatiga|vermoeiingsanalyse|analisi a fatica|análise de fadiga
lathe-operation|Drehen an der Drehmaschine|tournage|manejo del torno|draaien|tornitura|operação de torno
equipment-selection|Auswahl von Ausrüstung|choix des équipements|selección de equipos|keuze van apparatuur|scelta delle attrezzature|seleção de equipamentos
subsea-engineering|Unterwassertechnik|ingénierie sous-marine|ingeniería submarina|onderwatertechniek|ingegneria sottomarina|engenharia submarina
private-equity|=|capital-investissement|capital privado|=|=|capital de investimento privado
venture-capital|Wagniskapital|capital-risque|capital riesgo|durfkapitaal|capitale di rischio|capital de risco
# Licences and registrations with a generic name
registered-nurse|staatliche Anerkennung als Pflegefachkraft|diplôme d'État d'infirmier|título de enfermería|diploma verpleegkunde|laurea in infermieristica|licenciatura em enfermagem
registered-general-nurse|Examen in der allgemeinen Pflege|diplôme d'infirmier en soins généraux|título de enfermería general|diploma algemene verpleegkunde|abilitazione come infermiere generalista|título de enfermeiro de cuidados gerais
nmc-registration|NMC-Registrierung|inscription au NMC|registro en el NMC|NMC-registratie|iscrizione al NMC|inscrição no NMC
medical-licence|ärztliche Approbation|autorisation d'exercer la médecine|licencia para ejercer la medicina|artsenregistratie|abilitazione all'esercizio della professione medica|cédula profissional de médico
teaching-licence|Lehramtsbefähigung|habilitation à enseigner|habilitación docente|onderwijsbevoegdheid|abilitazione all'insegnamento|habilitação para a docência
food-hygiene-certificate|Hygieneschulung für Lebensmittel|attestation de formation en hygiène alimentaire|carné de manipulador de alimentos|certificaat voedselhygiëne|attestato HACCP|certificado de higiene alimentar
first-aid-certificate|Erste-Hilfe-Schein|certificat de secourisme|certificado de primeros auxilios|EHBO-diploma|attestato di primo soccorso|certificado de primeiros socorros
forklift-certification|Staplerschein|CACES chariot élévateur|carné de carretillero|heftruckcertificaat|patentino per carrelli elevatori|certificado de operador de empilhador
commercial-driver-s-license|Lkw-Führerschein|permis poids lourd|carné de conducir profesional|groot rijbewijs|patente professionale|carta de condução de pesados
bachelor-of-science-in-nursing|Bachelor in Pflege|licence en soins infirmiers|grado en enfermería|bachelor verpleegkunde|laurea in infermieristica|licenciatura em enfermagem
paramedic-certification|Notfallsanitäter-Prüfung|diplôme d'ambulancier|título de técnico en emergencias sanitarias|diploma ambulanceverpleegkunde|certificazione di soccorritore|certificação de técnico de emergência pré-hospitalar
bar-admission|Anwaltszulassung|inscription au barreau|colegiación como abogado|inschrijving als advocaat|abilitazione all'esercizio della professione forense|inscrição na Ordem dos Advogados
real-estate-license|Maklererlaubnis|carte professionnelle d'agent immobilier|licencia de agente inmobiliario|makelaarsregistratie|iscrizione al ruolo degli agenti immobiliari|licença de mediação imobiliária
personal-trainer-certification|Fitnesstrainer-Lizenz|diplôme de coach sportif|certificado de entrenador personal|certificaat personal trainer|certificazione di personal trainer|certificação de personal trainer
lifeguard-certification|Rettungsschwimmerabzeichen|brevet de surveillant de baignade|título de socorrista acuático|zwemmend reddersdiploma|brevetto di assistente bagnanti|certificado de nadador-salvador
crane-operator-certification|Kranführerschein|CACES grue|carné de operador de grúa|kraanmachinistcertificaat|patentino per gruisti|certificado de operador de grua
`;
