/**
 * Countries of the demo job feed. `usdToLocal` turns a US mid-level salary (USD) into a plausible local
 * annual figure in local currency: it folds together the exchange rate and the local wage level.
 * Author's estimate (2026) from the rough order of published national pay levels; estimate: true.
 */
export interface DemoCountry {
  code: string;
  currency: string;
  cities: string[];
  usdToLocal: number;
  /** Demo companies in this country are named with these words (all fictional). */
  flavour: string[];
}

export const DEMO_COUNTRIES_SOURCE = { source: "CareerStack authored demo data", year: 2026, estimate: true } as const;

export const DEMO_COUNTRIES: DemoCountry[] = [
  {
    code: "US",
    currency: "USD",
    cities: ["New York, NY", "Austin, TX", "Chicago, IL", "Seattle, WA", "Atlanta, GA"],
    usdToLocal: 1,
    flavour: ["Liberty", "Prairie", "Summit"],
  },
  {
    code: "GB",
    currency: "GBP",
    cities: ["London", "Manchester", "Leeds", "Bristol", "Edinburgh"],
    usdToLocal: 0.6,
    flavour: ["Thames", "Pennine", "Harbour"],
  },
  {
    code: "DE",
    currency: "EUR",
    cities: ["Berlin", "Munich", "Hamburg", "Cologne", "Frankfurt am Main"],
    usdToLocal: 0.62,
    flavour: ["Rhein", "Alpen", "Nordlicht"],
  },
  {
    code: "FR",
    currency: "EUR",
    cities: ["Paris", "Lyon", "Toulouse", "Lille", "Nantes"],
    usdToLocal: 0.5,
    flavour: ["Seine", "Lumière", "Provence"],
  },
  {
    code: "NL",
    currency: "EUR",
    cities: ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven", "The Hague"],
    usdToLocal: 0.58,
    flavour: ["Polder", "Tulp", "Delta"],
  },
  {
    code: "ES",
    currency: "EUR",
    cities: ["Madrid", "Barcelona", "Valencia", "Seville", "Bilbao"],
    usdToLocal: 0.38,
    flavour: ["Sol", "Meseta", "Costa"],
  },
  {
    code: "IT",
    currency: "EUR",
    cities: ["Milan", "Rome", "Turin", "Bologna", "Florence"],
    usdToLocal: 0.37,
    flavour: ["Arno", "Dolomiti", "Laguna"],
  },
  {
    code: "IE",
    currency: "EUR",
    cities: ["Dublin", "Cork", "Galway", "Limerick"],
    usdToLocal: 0.62,
    flavour: ["Shamrock", "Liffey", "Atlantic"],
  },
  {
    code: "SE",
    currency: "SEK",
    cities: ["Stockholm", "Gothenburg", "Malmö", "Uppsala"],
    usdToLocal: 5.6,
    flavour: ["Fjäll", "Norrsken", "Skärgård"],
  },
  {
    code: "PL",
    currency: "PLN",
    cities: ["Warsaw", "Kraków", "Wrocław", "Gdańsk", "Poznań"],
    usdToLocal: 1.7,
    flavour: ["Wisła", "Tatra", "Bursztyn"],
  },
  { code: "PT", currency: "EUR", cities: ["Lisbon", "Porto", "Braga", "Coimbra"], usdToLocal: 0.3, flavour: ["Tejo", "Douro", "Azulejo"] },
  {
    code: "CH",
    currency: "CHF",
    cities: ["Zurich", "Geneva", "Basel", "Lausanne"],
    usdToLocal: 1.1,
    flavour: ["Matterhorn", "Leman", "Edelweiss"],
  },
  {
    code: "CA",
    currency: "CAD",
    cities: ["Toronto, ON", "Vancouver, BC", "Montreal, QC", "Calgary, AB", "Ottawa, ON"],
    usdToLocal: 1.0,
    flavour: ["Maple", "Boreal", "Laurentian"],
  },
  {
    code: "AU",
    currency: "AUD",
    cities: ["Sydney, NSW", "Melbourne, VIC", "Brisbane, QLD", "Perth, WA"],
    usdToLocal: 1.25,
    flavour: ["Southern Cross", "Outback", "Coral"],
  },
  {
    code: "NZ",
    currency: "NZD",
    cities: ["Auckland", "Wellington", "Christchurch"],
    usdToLocal: 1.1,
    flavour: ["Kauri", "Tasman", "Kiwi Ridge"],
  },
  {
    code: "IN",
    currency: "INR",
    cities: ["Bengaluru", "Mumbai", "Hyderabad", "Pune", "Chennai"],
    usdToLocal: 14,
    flavour: ["Lotus", "Ganga", "Deccan"],
  },
  { code: "SG", currency: "SGD", cities: ["Singapore"], usdToLocal: 0.85, flavour: ["Merlion", "Straits", "Orchid"] },
  { code: "JP", currency: "JPY", cities: ["Tokyo", "Osaka", "Fukuoka", "Nagoya"], usdToLocal: 62, flavour: ["Sakura", "Fuji", "Kaze"] },
  {
    code: "BR",
    currency: "BRL",
    cities: ["São Paulo", "Rio de Janeiro", "Belo Horizonte", "Curitiba"],
    usdToLocal: 1.3,
    flavour: ["Ipê", "Amazônia", "Cerrado"],
  },
  {
    code: "MX",
    currency: "MXN",
    cities: ["Mexico City", "Guadalajara", "Monterrey", "Querétaro"],
    usdToLocal: 5.5,
    flavour: ["Nopal", "Sierra Madre", "Jaguar"],
  },
  {
    code: "ZA",
    currency: "ZAR",
    cities: ["Johannesburg", "Cape Town", "Durban", "Pretoria"],
    usdToLocal: 5.2,
    flavour: ["Protea", "Karoo", "Table Bay"],
  },
  { code: "AE", currency: "AED", cities: ["Dubai", "Abu Dhabi", "Sharjah"], usdToLocal: 2.6, flavour: ["Falcon", "Oasis", "Dune"] },
  { code: "NG", currency: "NGN", cities: ["Lagos", "Abuja", "Port Harcourt"], usdToLocal: 110, flavour: ["Niger Delta", "Baobab", "Eko"] },
  { code: "KE", currency: "KES", cities: ["Nairobi", "Mombasa", "Kisumu"], usdToLocal: 28, flavour: ["Savannah", "Rift", "Kilima"] },
];
