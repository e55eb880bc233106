/**
 * Pinned exchange-rate table: units of each currency per 1 US dollar.
 *
 * Source: annual-average official exchange rates for 2023 (World Bank WDI PA.NUS.FCRF / IMF IFS),
 * the same year as the PPP figures in `countries/`, so that price levels derived from both are
 * coherent. Currencies introduced after 2023 (XCG, ZWG) and the euro rate for Bulgaria (joined
 * 2026) use their fixed conversion or first published rate. Rates marked `e` are estimates:
 * managed or multiple-rate currencies (ARS, IRR, LBP, SYP, VES, ...) where the official and the
 * market rate diverge; we use the rate at which wages are actually converted where they differ.
 * Pinned on purpose: a deterministic engine must not depend on a live feed.
 */
export const EXCHANGE_RATES_AS_OF = "2023 annual average";
export const EXCHANGE_RATES_SOURCE =
  "World Bank WDI PA.NUS.FCRF / IMF International Financial Statistics, official exchange rate, 2023 annual average";

// code|units per USD|e (estimate)
const TABLE = `
USD|1
EUR|0.925
GBP|0.804
JPY|140.5
CHF|0.899
CAD|1.350
AUD|1.505
NZD|1.630
CNY|7.084
HKD|7.830
TWD|31.16
KRW|1306
SGD|1.343
INR|82.60
IDR|15237
MYR|4.561
THB|34.80
PHP|55.63
VND|23787
KHR|4110
LAK|17700|e
MMK|2100|e
BDT|106.3
PKR|280.4
LKR|327.5
NPR|132.1
BTN|82.60
MVR|15.40
AFN|75.0|e
IRR|500000|e
IQD|1310
KWD|0.3070
BHD|0.3760
QAR|3.640
AED|3.6725
OMR|0.3845
SAR|3.750
YER|1200|e
JOD|0.7090
ILS|3.687
LBP|89500|e
SYP|10000|e
TRY|23.82
EGP|30.62
LYD|4.820
TND|3.105
DZD|135.8
MAD|10.13
MRU|36.50
SDG|580|e
SSP|1000|e
ETB|55.0
ERN|15.0
DJF|177.7
SOS|570|e
KES|139.8
UGX|3727
TZS|2383
RWF|1161
BIF|2575
CDF|2350|e
AOA|684
ZMW|20.21
MWK|1160|e
MZN|63.90
ZWG|13.6|e
ZAR|18.45
NAD|18.45
LSL|18.45
SZL|18.45
BWP|13.39
MGA|4430
MUR|45.20
SCR|13.73
KMF|455.1
XOF|606.6
XAF|606.6
XPF|110.4
CVE|102.0
GMD|62.0
GNF|8600
SLE|21.0|e
LRD|175|e
GHS|11.02
NGN|645|e
STN|22.65
RUB|85.50
UAH|36.57
BYN|3.00|e
MDL|17.77
GEL|2.628
AMD|392.5
AZN|1.700
KZT|456.3
KGS|88.0
TJS|10.93
TMT|3.500
UZS|11700|e
MNT|3470
PLN|4.200
CZK|22.21
HUF|353.1
RON|4.574
BGN|1.809
RSD|108.4
BAM|1.809
MKD|56.9
ALL|100.6
ISK|137.9
NOK|10.56
SEK|10.61
DKK|6.890
MXN|17.76
GTQ|7.830
HNL|24.70
NIO|36.50
CRC|545.0
PAB|1
BSD|1
BBD|2
BZD|2
XCD|2.70
JMD|155.0
HTG|139.0|e
DOP|56.20
CUP|120|e
TTD|6.750
XCG|1.79
AWG|1.79
BRL|4.994
ARS|296|e
CLP|840.0
COP|4325
PEN|3.744
BOB|6.910
PYG|7300
UYU|38.80
VES|29.0|e
GYD|209.0
SRD|35.0|e
FJD|2.240
PGK|3.600
SBD|8.400
VUV|119.0
WST|2.700
TOP|2.350
BND|1.343
MOP|8.060
KPW|900|e
`;

export interface ExchangeRate {
  code: string;
  unitsPerUsd: number;
  estimate: boolean;
}

function parseRates(text: string): Map<string, ExchangeRate> {
  const map = new Map<string, ExchangeRate>();
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (!t) continue;
    const [code, rate, flag] = t.split("|");
    map.set(code, { code, unitsPerUsd: Number(rate), estimate: flag === "e" });
  }
  return map;
}

export const EXCHANGE_RATES: ReadonlyMap<string, ExchangeRate> = parseRates(TABLE);

export function isCurrencyCode(code: string): boolean {
  return EXCHANGE_RATES.has(code.trim().toUpperCase());
}

/** Units of `currency` per 1 USD, or null when the currency is unknown. */
export function unitsPerUsd(currency: string): number | null {
  return EXCHANGE_RATES.get(currency.trim().toUpperCase())?.unitsPerUsd ?? null;
}

/** US dollars per 1 unit of `currency` (e.g. usdPer("GBP") ≈ 1.24), or null when unknown. */
export function usdPer(currency: string): number | null {
  const units = unitsPerUsd(currency);
  return units === null ? null : 1 / units;
}

/** Converts through USD with the pinned table; null when either currency is unknown. */
export function convert(amount: number, from: string, to: string): number | null {
  const a = unitsPerUsd(from);
  const b = unitsPerUsd(to);
  if (a === null || b === null) return null;
  return (amount / a) * b;
}
