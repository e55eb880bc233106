/**
 * Small gazetteers for the entity extractor.
 * EMPLOYERS: large employers by headcount and brand recognition (Fortune Global 500 2024, Forbes Global 2000
 * 2024 and well-known technology, consulting, staffing and health employers, and national armed forces, which hire
 * and are named in CVs and recruiting ads), names as commonly written.
 * FIRST_NAMES: frequent given names across the US SSA, UK ONS, INSEE, INE, Destatis-derived lists and
 * international name lists (public frequency tables, 2020-2023); used only as one feature of person names.
 */
export const EMPLOYERS = `Google|Alphabet|Microsoft|Apple|Amazon|AWS|Meta|Facebook|Netflix|Stripe|Uber|Lyft|Airbnb|Spotify|Salesforce
|Oracle|IBM|Intel|AMD|Nvidia|NVIDIA|Cisco|Adobe|SAP|Siemens|Siemens Healthineers|Bosch|BMW|Volkswagen|Daimler|Mercedes-Benz
|Audi|Porsche|BASF|Bayer|Allianz|Deutsche Bank|Deutsche Telekom|Zalando|Delivery Hero|N26|Celonis|Infineon|Lufthansa|DHL
|Deutsche Post|Henkel|Continental|Adidas|Puma|Airbus|Thales|Capgemini|Atos|Sopra Steria|Doctolib|BlaBlaCar|L'Oréal|LVMH
|TotalEnergies|Orange|BNP Paribas|Société Générale|AXA|Danone|Michelin|Renault|Stellantis|Sanofi|Schneider Electric
|Telefónica|Santander|BBVA|Inditex|Zara|Iberdrola|Repsol|Glovo|Cabify|Amadeus|Accenture|Deloitte|PwC|KPMG|EY
|Ernst & Young|McKinsey|McKinsey & Company|Boston Consulting Group|BCG|Bain|Bain & Company|Goldman Sachs|JPMorgan
|J.P. Morgan|JPMorgan Chase|Morgan Stanley|Citi|Citigroup|Bank of America|Wells Fargo|HSBC|Barclays|Lloyds|NatWest
|Standard Chartered|UBS|Credit Suisse|ING|ABN AMRO|Rabobank|Philips|ASML|Shell|Unilever|Heineken|Booking.com|Adyen
|Nestlé|Novartis|Roche|ABB|Ericsson|Nokia|Volvo|IKEA|H&M|Klarna|Maersk|Novo Nordisk|Equinor|Vodafone|BT|BP|GSK
|AstraZeneca|Tesco|Sainsbury's|Rolls-Royce|BAE Systems|Unilever|Ocado|Revolut|Monzo|Deliveroo|Boohoo|ASOS|NHS|Hays
|Michael Page|Robert Half|Randstad|Adecco|ManpowerGroup|Manpower|Korn Ferry|Spencer Stuart|Heidrick & Struggles
|Infosys|TCS|Tata Consultancy Services|Wipro|HCL|HCLTech|Tech Mahindra|Reliance|Flipkart|Swiggy|Zomato|Paytm|Ola
|Cognizant|Alibaba|Tencent|Baidu|ByteDance|TikTok|Huawei|Xiaomi|Samsung|LG|Hyundai|Sony|Toyota|Honda|Nissan|Rakuten
|SoftBank|Hitachi|Panasonic|Grab|Shopee|Sea|Gojek|Tokopedia|DBS|OCBC|Atlassian|Canva|BHP|Rio Tinto|Commonwealth Bank
|Telstra|Woolworths|Nubank|Mercado Libre|MercadoLibre|Petrobras|Vale|Itaú|Embraer|Walmart|Target|Costco|Home Depot
|Starbucks|McDonald's|Coca-Cola|PepsiCo|Procter & Gamble|P&G|Johnson & Johnson|Pfizer|Moderna|Merck|AbbVie
|UnitedHealth|CVS Health|Kaiser Permanente|Mayo Clinic|Cleveland Clinic|General Electric|GE|Boeing|Lockheed Martin
|Tesla|SpaceX|Ford|General Motors|GM|FedEx|UPS|Schneider National|Verizon|AT&T|Comcast|Disney|Intuit|PayPal|Shopify
|Square|Block|Coinbase|Databricks|Snowflake|OpenAI|Anthropic|DeepMind|Palantir|ServiceNow|Workday|Zoom|Slack|GitHub
|GitLab|Atlassian|Twilio|Dropbox|Pinterest|Snap|LinkedIn|Twitter|X Corp|eBay|Etsy|Wayfair|Instacart|DoorDash
|Robinhood|Plaid|Ramp|Brex|Figma|Notion|Vercel|Cloudflare|Datadog|MongoDB|Elastic|HashiCorp|Red Hat|VMware|Dell
|HP|Lenovo|Qualcomm|Broadcom|Texas Instruments|Micron|Arm|TSMC|Standard Bank|Absa|Nedbank|FirstRand|MTN|Safaricom
|Jumia|Andela|Flutterwave|Paystack|Emirates|Etihad|Aramco|Saudi Aramco|ADNOC|Careem|Noon|Talabat|Jerónimo Martins
|Sonae|EDP|Galp|Tata|Mahindra|Larsen & Toubro|L&T|Bajaj|Zoho|Freshworks|Razorpay|PhonePe|Byju's|Teleperformance|Sodexo
|Compass Group|ISS|Marriott|Hilton|Accor|Hyatt|IHG|Army National Guard|Air National Guard|National Guard|Coast Guard|US Army
|U.S. Army|US Navy|U.S. Navy|US Air Force|U.S. Air Force|Marine Corps|British Army|Royal Navy|Royal Air Force|Indian Army|Indian Navy
|Indian Air Force|Bundeswehr`;

export const FIRST_NAMES = `james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark
donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary nicholas
eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander frank patrick raymond jack dennis
jerry tyler aaron jose adam nathan henry douglas zachary peter kyle noah ethan jeremy walter christian keith roger
terry austin sean gerald carl harold dylan arthur lawrence jordan jesse bryan billy bruce gabriel joe logan alan
juan albert willie elijah wayne randy vincent mason roy ralph bobby russell bradley philip eugene liam oliver lucas
mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty sandra margaret ashley
kimberly emily donna michelle carol amanda melissa deborah stephanie dorothy rebecca sharon laura cynthia amy
kathleen angela shirley brenda emma anna pamela nicole samantha katherine christine helen debra rachel carolyn
janet maria catherine heather diane olivia julie joyce victoria ruth virginia lauren kelly christina joan evelyn
judith andrea hannah megan cheryl jacqueline martha madison teresa gloria sara janice ann kathryn abigail sophia
frances jean alice judy isabella julia grace amber denise danielle marilyn beverly charlotte natalie theresa diana
brittany doris kayla alexis lori marie sophie chloe mia ava amelia harry oscar charlie freddie alfie archie leo
arthur finn tom ben sam max luke jake callum connor liam o'connor ahmed mohammed muhammad ali omar hassan hussein
fatima aisha mariam layla yusuf ibrahim khalid tariq priya rahul amit anil sunil raj ravi vikram arjun rohan aditya
neha pooja anjali kavya sneha deepa lakshmi divya sanjay suresh ramesh kumar wei jing li ming hui yan lei fang jun
hiroshi takashi yuki haruto sakura yui kenji akira min-jun seo-yeon ji-hoon kwame kofi ama akosua chinedu ngozi oluwaseun
tunde amara thabo sipho lerato zanele aminata moussa mamadou fatou carlos jose luis miguel javier antonio francisco
manuel pedro pablo alejandro diego sergio jorge fernando ricardo rafael andres lucia carmen isabel ana elena paula
laura marta cristina sofia valentina camila gabriela daniela mariana joão tiago rui inês beatriz matteo giuseppe
marco francesco alessandro giulia chiara federica pierre jean louis nicolas julien thomas antoine hugo lucas theo
camille claire julie manon chloe lea sophie mathilde margaux pauline emilie celine nathalie isabelle sophie markus
jonas lukas leon felix maximilian paul niklas jan tobias florian stefan michael andreas matthias thomas sebastian
anna lena laura julia lea lisa katharina sarah hannah johanna sabine petra susanne birgit monika ursula
lars erik anders johan nils magnus sven astrid ingrid freya sigrid mikko jukka aino elena olga natalia irina svetlana
tatiana anastasia ivan dmitri sergei alexei andrei vladimir piotr tomasz krzysztof agnieszka katarzyna magdalena
jakub ondrej petr pavel jana eva kwabena yaw efua abena david chen wang zhang liu yang huang zhao wu zhou xu sun ma
zhu hu guo he lin luo`;
