/**
 * Design and creative tools, office software, delivery methodologies and soft skills.
 * Soft skills follow ESCO v1.2 transversal skills and O*NET 28 basic/social skills. Format: see software.ts.
 */
export const DESIGN_SOFT = `
## design|Design and creative|2
User experience design|UX design,UX,user experience|3|5
User interface design|UI design,UI|3|4
UX research|user research|3
Interaction design|IxD|3
Product design||3|5
Visual design||3
Graphic design|graphics design|2
Motion graphics|motion design|3
Animation|2D animation|3
3D modeling|3D modelling|3
3D animation||4
Illustration|digital illustration|3
Typography||2
Layout design|page layout|2
Brand identity design|logo design|3
Print design||2
Packaging design||3
Information architecture|IA|3
Wireframing|wireframes|2
Prototyping (UX)|interactive prototyping|2
Design systems|component libraries|3
Design thinking||2
Service design||3
Accessibility design|inclusive design|3
Usability heuristics|heuristic evaluation|2
Figma||1|2
Sketch|Sketch app|1
Adobe XD|XD|1
InVision||1
Framer||1
Miro|Miro board|1
Adobe Creative Cloud|Creative Cloud,Adobe Creative Suite|2
Adobe Photoshop|Photoshop|2
Adobe Illustrator|Illustrator|2
Adobe InDesign|InDesign|2
Adobe After Effects|After Effects|3
Adobe Premiere Pro|Premiere Pro,Premiere|2
Adobe Lightroom|Lightroom|1
Adobe Acrobat|Acrobat|1
Final Cut Pro||2
DaVinci Resolve||2
Avid Media Composer|Avid|3
Blender||3
Autodesk Maya|Maya|4
Cinema 4D|C4D|3
3ds Max|Autodesk 3ds Max|3
ZBrush||4
Substance Painter||3
Procreate||1
CorelDRAW||2
Affinity Designer||1
Video editing|video production|2
Photography|photo editing|2
Videography|filming|2
Audio editing|sound editing|2
Sound design||3
Music production|audio production|3
Pro Tools||3
Ableton Live|Ableton|3
Logic Pro||3
Voice over|voice acting|2
Journalism|news writing|3
Creative writing||3
Scriptwriting|screenwriting|3
Storytelling|narrative|2
Fashion design||3
Interior design||3
Architecture|architectural design|5
Landscape architecture||4
SketchUp||2
Rhino 3D|Rhinoceros,Rhino|3
Lumion||2
V-Ray||3
Set design|stage design|3
Game design|level design|3
## tool|Office and productivity|1
Microsoft Office|MS Office,Office 365,Microsoft 365|1
Microsoft Word|MS Word,Word|1
Microsoft PowerPoint|PowerPoint,MS PowerPoint,PPT|1
Microsoft Outlook|Outlook,MS Outlook|1
Microsoft Access|MS Access|2
Microsoft Project|MS Project|2
Microsoft Visio|Visio,MS Visio|1
SharePoint|Microsoft SharePoint|2
OneDrive||1
Google Workspace|G Suite,GSuite,Google Docs,Google Drive|1
Google Slides||1
Keynote||1
Apple Pages|Pages|1
LibreOffice|OpenOffice|1
Smartsheet||1
Airtable||1
Lucidchart||1
Draw.io|diagrams.net|1
DocuSign||1
Dropbox||1
Box|Box.com|1
Evernote||1
Calendly||1
Loom||1
Typeform||1
SurveyMonkey||1
Qualtrics||2
Zoho Projects||1
Basecamp||1
Wrike||1
Primavera P6|Oracle Primavera,Primavera|3
Procore||2
## methodology|Delivery methodologies|2
Agile|Agile methodology,agile methodologies,agile development|2|Scrum;Kanban
Scrum|Scrum framework|2|Agile
Kanban||1|Agile
SAFe|Scaled Agile Framework|3
Waterfall|waterfall methodology|1
PRINCE2 methodology||2
Lean startup||2
Extreme programming|XP|3
Sprint planning||2
Retrospectives|sprint retrospectives|1
Daily stand-ups|stand-up meetings,daily scrum|1
Value stream mapping||3
Business process reengineering|BPR|3
Theory of constraints|TOC|3
ITIL framework|ITIL v4,ITIL|2
COBIT||3
TOGAF framework|enterprise architecture|4|8
OKR framework|objectives and key results|2
Balanced scorecard||3
Jobs to be done|JTBD|2
Design sprints||2
## soft|Soft skills|2
Communication|communication skills,verbal communication|2
Written communication|writing skills|2
Presentation skills|presenting,public presentations|2
Public speaking||3
Active listening|listening skills|1
Interpersonal skills|people skills|2
Teamwork|team player,collaboration,team work,Teamfähigkeit,esprit d'équipe|1
Problem solving|problem-solving|2
Critical thinking|analytical thinking|3
Analytical skills|analytical|2
Attention to detail|detail-oriented,detail oriented|1
Time management|prioritization,prioritisation|1
Organizational skills|organisational skills,organization skills|1
Multitasking|multi-tasking|1
Adaptability|adaptable|2
Resilience|stress management|2
Emotional intelligence|EQ|3
Empathy|empathetic|2
Creativity|creative thinking|2
Innovation|innovative thinking|3
Decision making|decision-making|3
Conflict resolution|conflict management|3
Customer focus|customer orientation,customer-centric|1
Work ethic|reliability,dependability|1
Self-motivation|self-starter,proactive,Motivation|1
Initiative||1
Accountability|ownership mindset|1
Integrity|honesty|1
Professionalism||1
Cultural awareness|cross-cultural communication,intercultural competence|2
Networking|professional networking|2
Persuasion|influencing,influencing skills|3
Facilitation|workshop facilitation|3
Mentorship||2
Giving feedback|constructive feedback|2
Learning agility|continuous learning,willingness to learn|2
Curiosity||1
Growth mindset||1
Patience||1
Diplomacy|tact|2
Discretion|confidentiality|1
Physical stamina|physical fitness,ability to lift heavy objects|1
Manual dexterity|hand-eye coordination|1
Numeracy|numerical skills,mathematical skills|1
Literacy||1
Digital literacy|computer literacy,computer skills,basic IT skills|1
Independent working|works independently,autonomy|1
Remote collaboration||1
Strategic thinking||3
Business acumen|commercial awareness|3
Commercial acumen||3
Entrepreneurial mindset||3
Vision setting||4
Team building||2
Motivating others|motivating teams|2
Ethical judgment|ethics|2
Situational awareness||2
Working under pressure|performing under pressure,pressure handling|2
`;
