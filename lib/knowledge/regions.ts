/**
 * First-level regions that CVs and ads name without a city: US states and DC, Canadian provinces and territories,
 * Australian states and territories, German Länder, Indian states and union territories (ISO 3166-2, 2024), and the
 * ceremonial counties, regions and nations of the United Kingdom (ONS, 2024), with common short forms.
 * Format "Name|CC|alias,alias". Two-letter codes are not aliases here: "CO" or "IN" alone are too often words.
 */
export interface Region {
  name: string;
  country: string;
  aliases: string[];
}

const TABLE = `
Alabama|US|
Alaska|US|
Arizona|US|
Arkansas|US|
California|US|
Colorado|US|
Connecticut|US|
Delaware|US|
District of Columbia|US|
Florida|US|
Georgia|US|
Hawaii|US|
Idaho|US|
Illinois|US|
Indiana|US|
Iowa|US|
Kansas|US|
Kentucky|US|
Louisiana|US|
Maine|US|
Maryland|US|
Massachusetts|US|
Michigan|US|
Minnesota|US|
Mississippi|US|
Missouri|US|
Montana|US|
Nebraska|US|
Nevada|US|
New Hampshire|US|
New Jersey|US|
New Mexico|US|
New York State|US|
North Carolina|US|
North Dakota|US|
Ohio|US|
Oklahoma|US|
Oregon|US|
Pennsylvania|US|
Rhode Island|US|
South Carolina|US|
South Dakota|US|
Tennessee|US|
Texas|US|
Utah|US|
Vermont|US|
Virginia|US|
Washington State|US|
West Virginia|US|
Wisconsin|US|
Wyoming|US|
Alberta|CA|
British Columbia|CA|
Manitoba|CA|
New Brunswick|CA|
Newfoundland and Labrador|CA|Newfoundland
Nova Scotia|CA|
Ontario|CA|
Prince Edward Island|CA|
Quebec|CA|Québec
Saskatchewan|CA|
Northwest Territories|CA|
Nunavut|CA|
Yukon|CA|
New South Wales|AU|NSW
Queensland|AU|
South Australia|AU|
Tasmania|AU|
Western Australia|AU|
Northern Territory|AU|
Australian Capital Territory|AU|
Baden-Württemberg|DE|Baden-Wuerttemberg
Bayern|DE|Bavaria
Brandenburg|DE|
Hessen|DE|Hesse
Mecklenburg-Vorpommern|DE|
Niedersachsen|DE|Lower Saxony
Nordrhein-Westfalen|DE|North Rhine-Westphalia,NRW
Rheinland-Pfalz|DE|Rhineland-Palatinate
Saarland|DE|
Sachsen|DE|Saxony
Sachsen-Anhalt|DE|Saxony-Anhalt
Schleswig-Holstein|DE|
Thüringen|DE|Thuringia
Andhra Pradesh|IN|
Arunachal Pradesh|IN|
Assam|IN|
Bihar|IN|
Chhattisgarh|IN|
Goa|IN|
Gujarat|IN|
Haryana|IN|
Himachal Pradesh|IN|
Jharkhand|IN|
Karnataka|IN|
Kerala|IN|
Madhya Pradesh|IN|
Maharashtra|IN|
Manipur|IN|
Meghalaya|IN|
Mizoram|IN|
Nagaland|IN|
Odisha|IN|Orissa
Punjab|IN|
Rajasthan|IN|
Sikkim|IN|
Tamil Nadu|IN|
Telangana|IN|
Tripura|IN|
Uttar Pradesh|IN|
Uttarakhand|IN|
West Bengal|IN|
Jammu and Kashmir|IN|
Ladakh|IN|
Puducherry|IN|Pondicherry
Chandigarh|IN|
Bedfordshire|GB|
Berkshire|GB|
Buckinghamshire|GB|
Cambridgeshire|GB|
Cheshire|GB|
Cornwall|GB|
Cumbria|GB|
Derbyshire|GB|
Devon|GB|
Dorset|GB|
County Durham|GB|
East Sussex|GB|
Essex|GB|
Gloucestershire|GB|
Hampshire|GB|
Herefordshire|GB|
Hertfordshire|GB|
Isle of Wight|GB|
Kent|GB|
Lancashire|GB|
Leicestershire|GB|
Lincolnshire|GB|
Merseyside|GB|
Norfolk|GB|
Northamptonshire|GB|
Northumberland|GB|
North Yorkshire|GB|
Nottinghamshire|GB|
Oxfordshire|GB|
Rutland|GB|
Shropshire|GB|
Somerset|GB|
South Yorkshire|GB|
Staffordshire|GB|
Suffolk|GB|
Surrey|GB|
Tyne and Wear|GB|
Warwickshire|GB|
West Midlands|GB|
West Sussex|GB|
West Yorkshire|GB|
Wiltshire|GB|
Worcestershire|GB|
Greater Manchester|GB|
East Anglia|GB|
East Midlands|GB|
Home Counties|GB|
Midlands|GB|
North East England|GB|North East
North West England|GB|North West
North of England|GB|
South East England|GB|South East
South West England|GB|South West
South of England|GB|
Yorkshire|GB|
Highlands|GB|Scottish Highlands
City of London|GB|
Northern Ireland|GB|
`;

export const REGIONS: Region[] = TABLE.trim()
  .split("\n")
  .map((line) => {
    const [name, country, aliases] = line.split("|");
    return { name, country, aliases: aliases ? aliases.split(",") : [] };
  });
