/**
 * Major world cities with ISO 3166-1 alpha-2 country codes, for location recognition.
 * Source: GeoNames cities15000 (CC BY 4.0), selection of national capitals and large/economic hubs, 2024; extended
 * (issue 14) with further cities15000 towns of the UK, Germany, India and the US that real CVs and ads name.
 * Format: "Name|CC|alias,alias" one per line; aliases are local or former spellings.
 */
export interface City {
  name: string;
  country: string;
  aliases: string[];
}

const TABLE = `
New York|US|NYC,New York City
Los Angeles|US|LA
Chicago|US|
Houston|US|
Phoenix|US|
Philadelphia|US|
San Antonio|US|
San Diego|US|
Dallas|US|
San Jose|US|
Austin|US|
Jacksonville|US|
San Francisco|US|SF
Seattle|US|
Denver|US|
Washington|US|Washington DC,Washington D.C.
Boston|US|
Nashville|US|
Detroit|US|
Portland|US|
Las Vegas|US|
Atlanta|US|
Miami|US|
Minneapolis|US|
Raleigh|US|
Charlotte|US|
Pittsburgh|US|
Salt Lake City|US|
Columbus|US|
Indianapolis|US|
Baltimore|US|
St. Louis|US|Saint Louis
Kansas City|US|
Orlando|US|
Tampa|US|
Sacramento|US|
Cleveland|US|
Cincinnati|US|
Milwaukee|US|
New Orleans|US|
Honolulu|US|
Anchorage|US|
Palo Alto|US|
Mountain View|US|
Menlo Park|US|
Cupertino|US|
Sunnyvale|US|
Redmond|US|
Cambridge|GB|
Toronto|CA|
Montreal|CA|Montréal
Vancouver|CA|
Calgary|CA|
Ottawa|CA|
Edmonton|CA|
Winnipeg|CA|
Quebec City|CA|Québec
Halifax|CA|
Mexico City|MX|Ciudad de México,CDMX
Guadalajara|MX|
Monterrey|MX|
Puebla|MX|
Tijuana|MX|
Havana|CU|La Habana
Santo Domingo|DO|
San Juan|PR|
Guatemala City|GT|
San Salvador|SV|
Tegucigalpa|HN|
Managua|NI|
San José|CR|
Panama City|PA|Ciudad de Panamá
Kingston|JM|
Bogotá|CO|Bogota
Medellín|CO|Medellin
Cali|CO|
Caracas|VE|
Quito|EC|
Guayaquil|EC|
Lima|PE|
La Paz|BO|
Santa Cruz de la Sierra|BO|
Santiago|CL|Santiago de Chile
Buenos Aires|AR|
Córdoba|AR|Cordoba
Rosario|AR|
Montevideo|UY|
Asunción|PY|Asuncion
São Paulo|BR|Sao Paulo
Rio de Janeiro|BR|
Brasília|BR|Brasilia
Belo Horizonte|BR|
Salvador|BR|
Fortaleza|BR|
Curitiba|BR|
Recife|BR|
Porto Alegre|BR|
Manaus|BR|
London|GB|
Manchester|GB|
Birmingham|GB|
Leeds|GB|
Glasgow|GB|
Edinburgh|GB|
Liverpool|GB|
Bristol|GB|
Sheffield|GB|
Newcastle|GB|Newcastle upon Tyne
Nottingham|GB|
Leicester|GB|
Southampton|GB|
Reading|GB|
Oxford|GB|
Belfast|GB|
Cardiff|GB|
Aberdeen|GB|
Dublin|IE|
Cork|IE|
Galway|IE|
Paris|FR|
Marseille|FR|Marseilles
Lyon|FR|Lyons
Toulouse|FR|
Nice|FR|
Nantes|FR|
Strasbourg|FR|
Montpellier|FR|
Bordeaux|FR|
Lille|FR|
Rennes|FR|
Grenoble|FR|
Sophia Antipolis|FR|
Brussels|BE|Bruxelles,Brussel
Antwerp|BE|Antwerpen,Anvers
Ghent|BE|Gent
Liège|BE|Liege
Amsterdam|NL|
Rotterdam|NL|
The Hague|NL|Den Haag
Utrecht|NL|
Eindhoven|NL|
Groningen|NL|
Luxembourg|LU|Luxembourg City
Berlin|DE|
Hamburg|DE|
Munich|DE|München,Muenchen
Cologne|DE|Köln,Koeln
Frankfurt|DE|Frankfurt am Main
Stuttgart|DE|
Düsseldorf|DE|Dusseldorf,Duesseldorf
Leipzig|DE|
Dortmund|DE|
Essen|DE|
Bremen|DE|
Dresden|DE|
Hanover|DE|Hannover
Nuremberg|DE|Nürnberg,Nuernberg
Duisburg|DE|
Bochum|DE|
Bonn|DE|
Mannheim|DE|
Karlsruhe|DE|
Wiesbaden|DE|
Münster|DE|Muenster
Augsburg|DE|
Aachen|DE|
Heidelberg|DE|
Freiburg|DE|Freiburg im Breisgau
Kiel|DE|
Mainz|DE|
Potsdam|DE|
Walldorf|DE|
Wolfsburg|DE|
Ingolstadt|DE|
Vienna|AT|Wien
Graz|AT|
Linz|AT|
Salzburg|AT|
Innsbruck|AT|
Zurich|CH|Zürich
Geneva|CH|Genève,Genf
Basel|CH|Bâle
Bern|CH|Berne
Lausanne|CH|
Lugano|CH|
Zug|CH|
Madrid|ES|
Barcelona|ES|
Valencia|ES|
Seville|ES|Sevilla
Zaragoza|ES|
Málaga|ES|Malaga
Bilbao|ES|
Palma|ES|Palma de Mallorca
Las Palmas|ES|
Alicante|ES|
Murcia|ES|
Lisbon|PT|Lisboa
Porto|PT|Oporto
Braga|PT|
Rome|IT|Roma
Milan|IT|Milano
Naples|IT|Napoli
Turin|IT|Torino
Florence|IT|Firenze
Bologna|IT|
Genoa|IT|Genova
Venice|IT|Venezia
Palermo|IT|
Verona|IT|
Athens|GR|Athína
Thessaloniki|GR|
Valletta|MT|
Nicosia|CY|
Copenhagen|DK|København
Aarhus|DK|
Stockholm|SE|
Gothenburg|SE|Göteborg
Malmö|SE|Malmo
Uppsala|SE|
Oslo|NO|
Bergen|NO|
Trondheim|NO|
Helsinki|FI|
Espoo|FI|
Tampere|FI|
Reykjavik|IS|Reykjavík
Tallinn|EE|
Riga|LV|
Vilnius|LT|
Warsaw|PL|Warszawa
Kraków|PL|Krakow,Cracow
Wrocław|PL|Wroclaw
Gdańsk|PL|Gdansk
Poznań|PL|Poznan
Łódź|PL|Lodz
Prague|CZ|Praha
Brno|CZ|
Bratislava|SK|
Budapest|HU|
Bucharest|RO|București,Bucuresti
Cluj-Napoca|RO|Cluj
Iași|RO|Iasi
Timișoara|RO|Timisoara
Sofia|BG|
Plovdiv|BG|
Belgrade|RS|Beograd
Novi Sad|RS|
Zagreb|HR|
Split|HR|
Ljubljana|SI|
Sarajevo|BA|
Skopje|MK|
Tirana|AL|
Podgorica|ME|
Pristina|XK|
Chișinău|MD|Chisinau
Kyiv|UA|Kiev
Kharkiv|UA|
Lviv|UA|
Odesa|UA|Odessa
Dnipro|UA|
Minsk|BY|
Moscow|RU|Moskva
Saint Petersburg|RU|St. Petersburg,St Petersburg
Novosibirsk|RU|
Yekaterinburg|RU|
Kazan|RU|
Istanbul|TR|İstanbul
Ankara|TR|
Izmir|TR|İzmir
Bursa|TR|
Antalya|TR|
Tbilisi|GE|
Yerevan|AM|
Baku|AZ|
Almaty|KZ|
Astana|KZ|Nur-Sultan
Tashkent|UZ|
Bishkek|KG|
Dushanbe|TJ|
Ashgabat|TM|
Tel Aviv|IL|Tel Aviv-Yafo
Jerusalem|IL|
Haifa|IL|
Beirut|LB|
Amman|JO|
Damascus|SY|
Baghdad|IQ|
Erbil|IQ|
Tehran|IR|
Mashhad|IR|
Isfahan|IR|
Riyadh|SA|
Jeddah|SA|
Dammam|SA|
Mecca|SA|Makkah
Medina|SA|
Dubai|AE|
Abu Dhabi|AE|
Sharjah|AE|
Doha|QA|
Manama|BH|
Kuwait City|KW|
Muscat|OM|
Sana'a|YE|Sanaa
Cairo|EG|
Alexandria|EG|
Giza|EG|
Casablanca|MA|
Rabat|MA|
Marrakesh|MA|Marrakech
Tangier|MA|Tanger
Algiers|DZ|Alger
Oran|DZ|
Tunis|TN|
Tripoli|LY|
Khartoum|SD|
Addis Ababa|ET|
Nairobi|KE|
Mombasa|KE|
Kampala|UG|
Kigali|RW|
Dar es Salaam|TZ|
Dodoma|TZ|
Lagos|NG|
Abuja|NG|
Ibadan|NG|
Kano|NG|
Port Harcourt|NG|
Accra|GH|
Kumasi|GH|
Abidjan|CI|
Dakar|SN|
Bamako|ML|
Ouagadougou|BF|
Niamey|NE|
Conakry|GN|
Freetown|SL|
Monrovia|LR|
Lomé|TG|Lome
Cotonou|BJ|
Douala|CM|
Yaoundé|CM|Yaounde
Libreville|GA|
Kinshasa|CD|
Lubumbashi|CD|
Brazzaville|CG|
Luanda|AO|
Lusaka|ZM|
Harare|ZW|
Maputo|MZ|
Lilongwe|MW|
Windhoek|NA|
Gaborone|BW|
Johannesburg|ZA|Joburg
Cape Town|ZA|
Durban|ZA|
Pretoria|ZA|
Port Elizabeth|ZA|Gqeberha
Antananarivo|MG|
Port Louis|MU|
Mumbai|IN|Bombay
Delhi|IN|New Delhi
Bangalore|IN|Bengaluru
Hyderabad|IN|
Chennai|IN|Madras
Kolkata|IN|Calcutta
Pune|IN|
Ahmedabad|IN|
Gurgaon|IN|Gurugram
Noida|IN|
Jaipur|IN|
Kochi|IN|Cochin
Chandigarh|IN|
Lucknow|IN|
Indore|IN|
Coimbatore|IN|
Thiruvananthapuram|IN|Trivandrum
Karachi|PK|
Lahore|PK|
Islamabad|PK|
Rawalpindi|PK|
Faisalabad|PK|
Dhaka|BD|
Chittagong|BD|Chattogram
Kathmandu|NP|
Colombo|LK|
Thimphu|BT|
Malé|MV|Male
Kabul|AF|
Beijing|CN|Peking
Shanghai|CN|
Shenzhen|CN|
Guangzhou|CN|Canton
Chengdu|CN|
Hangzhou|CN|
Wuhan|CN|
Nanjing|CN|
Xi'an|CN|Xian
Tianjin|CN|
Chongqing|CN|
Suzhou|CN|
Qingdao|CN|
Dalian|CN|
Xiamen|CN|
Shenyang|CN|
Hong Kong|HK|
Macau|MO|Macao
Taipei|TW|
Kaohsiung|TW|
Hsinchu|TW|
Tokyo|JP|
Osaka|JP|
Yokohama|JP|
Nagoya|JP|
Kyoto|JP|
Fukuoka|JP|
Sapporo|JP|
Kobe|JP|
Seoul|KR|
Busan|KR|
Incheon|KR|
Daejeon|KR|
Pyongyang|KP|
Ulaanbaatar|MN|Ulan Bator
Singapore|SG|
Kuala Lumpur|MY|KL
Penang|MY|George Town
Johor Bahru|MY|
Jakarta|ID|
Surabaya|ID|
Bandung|ID|
Medan|ID|
Bali|ID|Denpasar
Bangkok|TH|
Chiang Mai|TH|
Phuket|TH|
Ho Chi Minh City|VN|Saigon,HCMC
Hanoi|VN|Hà Nội
Da Nang|VN|Đà Nẵng
Phnom Penh|KH|
Vientiane|LA|
Yangon|MM|Rangoon
Naypyidaw|MM|
Manila|PH|Metro Manila
Quezon City|PH|
Cebu|PH|Cebu City
Davao|PH|Davao City
Makati|PH|
Bandar Seri Begawan|BN|
Dili|TL|
Sydney|AU|
Melbourne|AU|
Brisbane|AU|
Perth|AU|
Adelaide|AU|
Canberra|AU|
Gold Coast|AU|
Hobart|AU|
Darwin|AU|
Auckland|NZ|
Wellington|NZ|
Christchurch|NZ|
Suva|FJ|
Port Moresby|PG|
Stoke-on-Trent|GB|Stoke
Accrington|GB|
Basingstoke|GB|
Doncaster|GB|
Rotherham|GB|
Barnsley|GB|
Wakefield|GB|
Huddersfield|GB|
Bradford|GB|
Preston|GB|
Blackburn|GB|
Blackpool|GB|
Bolton|GB|
Warrington|GB|
Stockport|GB|
Oldham|GB|
Crewe|GB|
Telford|GB|
Shrewsbury|GB|
Worcester|GB|
Gloucester|GB|
Cheltenham|GB|
Swindon|GB|
Ipswich|GB|
Norwich|GB|
Colchester|GB|
Chelmsford|GB|
Southend-on-Sea|GB|Southend
Luton|GB|
Watford|GB|
Guildford|GB|
Crawley|GB|
Brighton|GB|
Portsmouth|GB|
Bournemouth|GB|
Exeter|GB|
Plymouth|GB|
Taunton|GB|
Swansea|GB|
Wrexham|GB|
Middlesbrough|GB|
Sunderland|GB|
Darlington|GB|
Carlisle|GB|
Coventry|GB|
Wolverhampton|GB|
Walsall|GB|
Stafford|GB|
Dundee|GB|
Inverness|GB|
Stirling|GB|
Maidstone|GB|
Canterbury|GB|
Basildon|GB|
Harlow|GB|
Stevenage|GB|
Hemel Hempstead|GB|
High Wycombe|GB|
Aylesbury|GB|
Milton Keynes|GB|
Northampton|GB|
Peterborough|GB|
Kettering|GB|
Mansfield|GB|
Chesterfield|GB|
Grimsby|GB|
Scunthorpe|GB|
Harrogate|GB|
Slough|GB|
Wigan|GB|
Derby|GB|
Konstanz|DE|Constance
Ulm|DE|
Regensburg|DE|
Würzburg|DE|Wuerzburg
Erlangen|DE|
Darmstadt|DE|
Kassel|DE|
Braunschweig|DE|Brunswick
Osnabrück|DE|Osnabrueck
Bielefeld|DE|
Paderborn|DE|
Rostock|DE|
Magdeburg|DE|
Erfurt|DE|
Jena|DE|
Saarbrücken|DE|Saarbruecken
Koblenz|DE|
Trier|DE|
Nagpur|IN|
Bhopal|IN|
Aurangabad|IN|
Nashik|IN|Nasik
Thane|IN|
Navi Mumbai|IN|
Vadodara|IN|Baroda
Surat|IN|
Visakhapatnam|IN|Vizag
Patna|IN|
Ranchi|IN|
Raipur|IN|
Bhubaneswar|IN|
Amravati|IN|
Solapur|IN|
Kolhapur|IN|
Jalgaon|IN|
Nanded|IN|
Latur|IN|
Sangli|IN|
Ahmednagar|IN|
Akola|IN|
Gwalior|IN|
Jabalpur|IN|
Ujjain|IN|
Faridabad|IN|
Ghaziabad|IN|
Mysore|IN|Mysuru
Mangalore|IN|Mangaluru
Hubli|IN|
Belgaum|IN|Belagavi
Madurai|IN|
Tiruchirappalli|IN|Trichy
Vijayawada|IN|
Guntur|IN|
Warangal|IN|
Dehradun|IN|
Ludhiana|IN|
Amritsar|IN|
Jodhpur|IN|
Udaipur|IN|
Kota|IN|
Agra|IN|
Varanasi|IN|
Prayagraj|IN|Allahabad
Meerut|IN|
Guwahati|IN|
Kozhikode|IN|Calicut
Kanpur|IN|
Tacoma|US|
Spokane|US|
Boise|US|
Omaha|US|
Tulsa|US|
Wichita|US|
Albuquerque|US|
Tucson|US|
Fresno|US|
Richmond|US|
Norfolk|US|
Virginia Beach|US|
Memphis|US|
Louisville|US|
Buffalo|US|
Rochester|US|
Hartford|US|
Providence|US|
Oklahoma City|US|
`;

export const CITIES: City[] = TABLE.split("\n")
  .filter((l) => l.includes("|"))
  .map((line) => {
    const [name, country, aliases] = line.split("|");
    return {
      name,
      country,
      aliases: aliases
        ? aliases
            .split(",")
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
    };
  });

export const CITIES_SOURCE = { publisher: "GeoNames", dataset: "cities15000 (CC BY 4.0), curated selection", year: 2024 };
