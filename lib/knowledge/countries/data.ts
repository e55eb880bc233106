/**
 * 196 countries: the 193 UN member states, the two UN General Assembly observer states (Holy See
 * "VA" and State of Palestine "PS"), and Taiwan ("TW"). Taiwan rather than Kosovo because Taiwan
 * has an ISO 3166-1 alpha-2 code (Kosovo only the user-assigned "XK") and a large labour market
 * with its own official wage statistics (DGBAS).
 *
 * Columns: alpha-2 | GDP per capita, PPP (current international $, World Bank NY.GDP.PCAP.PP.CD)
 * | PPP conversion factor, GDP (LCU per international $, World Bank PA.NUS.PPP) | flags.
 * Year 2023 (World Bank WDI, ICP 2021 benchmark). Flag `e` = estimate: rounded from recollection of
 * the WDI release with less confidence, or no WDI figure exists (VA uses Italy's, TW the IMF WEO
 * April 2024 figures, KP/SY/YE/VE/LB/SS/ER/CU are modelled). The price level ratio
 * (PA.NUS.PPPC.RF) is derived as PPP factor / exchange rate with the same-year rates in
 * `lib/knowledge/currencies.ts`, which is how the World Bank defines it.
 */
export const COUNTRY_SOURCE = "World Bank WDI 2023 (NY.GDP.PCAP.PP.CD, PA.NUS.PPP; ICP 2021 benchmark); TW: IMF WEO April 2024";
export const COUNTRY_DATA_YEAR = 2023;

export const COUNTRY_TABLE = `
AF|2100|18|e
AL|19500|40|e
DZ|15900|43|e
AD|70000|0.72|e
AO|8000|250|e
AG|28000|2.0|e
AR|29000|120|e
AM|19700|180|e
AU|66000|1.45
AT|71000|0.75
AZ|23500|0.65|e
BS|40000|0.95|e
BH|58000|0.20|e
BD|8600|32|e
BB|19000|1.9|e
BY|29000|0.95|e
BE|67000|0.74
BZ|12000|1.25|e
BJ|4300|210|e
BT|14000|20|e
BO|10500|2.7|e
BA|19700|0.75|e
BW|19000|4.9|e
BR|20800|2.5
BN|85000|0.60|e
BG|35000|0.42|e
BF|2700|210|e
BI|900|800|e
CV|9500|50|e
KH|5600|1500|e
CM|4800|230|e
CA|60000|1.22
CF|1100|270|e
TD|1800|240|e
CL|31000|430
CN|23300|3.65
CO|21000|1400
KM|3600|200|e
CG|7500|270|e
CD|1600|1000|e
CR|26000|340|e
CI|6500|240|e
HR|43000|0.49
CU|12000|30|e
CY|55000|0.66
CZ|53000|13.5
DK|77000|6.5
DJ|6500|95|e
DM|16000|1.6|e
DO|25000|24|e
EC|14500|0.50|e
EG|18000|6.5|e
SV|11700|0.50|e
GQ|19000|240|e
ER|2000|8|e
EE|47000|0.62
SZ|11000|7.5|e
ET|3000|17|e
FJ|15000|1.05|e
FI|62000|0.81
FR|58000|0.73
GA|21000|270|e
GM|3000|20|e
GE|22000|0.95|e
DE|69000|0.74
GH|7000|4.0|e
GR|39000|0.56
GD|19000|1.7|e
GT|13000|3.8|e
GN|3700|3300|e
GW|2600|240|e
GY|60000|110|e
HT|3200|70|e
HN|7000|11|e
HU|43000|185
IS|72000|165|e
IN|9200|21
ID|14600|4900
IR|17000|80000|e
IQ|11000|550|e
IE|119000|0.78
IL|50000|3.7
IT|56000|0.66
JM|12000|75|e
JP|50000|97
JO|11000|0.30|e
KZ|37000|180|e
KE|6300|48|e
KI|2500|1.1|e
KP|1700|200|e
KR|52000|850
KW|52000|0.20|e
KG|7000|28|e
LA|9000|4000|e
LV|41000|0.55
LB|12000|30000|e
LS|2900|6.0|e
LR|1800|75|e
LY|25000|1.4|e
LI|180000|1.10|e
LT|50000|0.50
LU|140000|0.83
MG|1800|1400|e
MW|1700|400|e
MY|35000|1.65
MV|25000|9.0|e
ML|2500|220|e
MT|62000|0.60
MH|7000|1.0|e
MR|7000|13|e
MU|28000|18|e
MX|23500|10.5
FM|4000|0.95|e
MD|16000|7.5|e
MC|200000|0.85|e
MN|16000|1000|e
ME|29000|0.40|e
MA|10000|4.3|e
MZ|1600|25|e
MM|5200|400|e
NA|11000|7.8|e
NR|13000|1.5|e
NP|5000|35|e
NL|73000|0.77
NZ|53000|1.45
NI|7500|13|e
NE|1600|230|e
NG|6000|180|e
MK|22000|21|e
NO|90000|10
OM|42000|0.19|e
PK|6400|62|e
PW|17000|1.1|e
PA|38000|0.47|e
PG|4500|2.4|e
PY|16000|2800|e
PE|16000|1.8|e
PH|10800|19.5
PL|46000|1.95
PT|45000|0.57
QA|118000|2.5|e
RO|43000|1.85
RU|40000|28|e
RW|3000|380|e
KN|33000|2.1|e
LC|20000|1.9|e
VC|18000|1.7|e
WS|6500|1.7|e
SM|75000|0.68|e
ST|6000|11|e
SA|64000|1.7|e
SN|4500|240|e
RS|25000|47|e
SC|36000|8.5|e
SL|3200|7.0|e
SG|133000|0.82
SK|42000|0.56
SI|52000|0.61
SB|2800|6.0|e
SO|1800|260|e
ZA|15900|7.9
SS|1500|400|e
ES|52000|0.62
LK|14500|95|e
SD|4000|220|e
SR|20000|12|e
SE|67000|8.6
CH|90000|1.06
SY|3500|2000|e
TJ|5500|3.0|e
TZ|3900|900|e
TH|22000|12
TL|4500|0.50|e
TG|2800|230|e
TO|7500|1.6|e
TT|31000|4.5|e
TN|13000|1.0|e
TR|42000|7.3|e
TM|18000|1.5|e
TV|6500|1.4|e
UG|3000|1200|e
UA|17000|12|e
AE|78000|2.3|e
GB|57000|0.67
US|81700|1
UY|30000|28|e
UZ|10000|2800|e
VU|3400|110|e
VE|7500|10|e
VN|13700|7600
YE|2000|200|e
ZM|3700|8.0|e
ZW|3500|6.0|e
VA|56000|0.66|e
PS|6000|2.0|e
TW|73000|14|e
`;

/** Currency overrides where countries-list lists several or a parallel unit first. */
export const CURRENCY_OVERRIDES: Record<string, string> = {
  PA: "PAB",
  SV: "USD",
  ZW: "ZWG",
  BT: "BTN",
  LS: "LSL",
  NA: "NAD",
  CH: "CHF",
  CL: "CLP",
  BO: "BOB",
  UY: "UYU",
  HT: "HTG",
  PS: "ILS",
  BG: "EUR",
};
