/**
 * US BLS Occupational Employment and Wage Statistics (OEWS), May 2024 national estimates (released April 2025):
 * median annual wage (A_MEDIAN) by SOC 2018 code, all ownerships, cross-industry. Figures were read from a copy of the
 * BLS national file `national_M2024_dl.xlsx` exported to CSV in a public repository
 * (github.com/LanaGeis/Employment-Trend-Analysis, data/national_M2024_dl.csv, commit ac82a0c; 1,403 rows, as in the BLS
 * workbook) and cross-checked against figures BLS states elsewhere for May 2024: all occupations $49,500, chief
 * executives $206,420, software developers $133,080, registered nurses $93,600 (BLS Employment Projections tables,
 * which carry the May 2024 OEWS wage). US federal public domain.
 *
 * The occupation tables (data-*.ts) keep the wage column as first authored (May 2023). This table supersedes it for
 * every occupation whose column held the OEWS median of its own SOC: the occupations marked direct, and estimate rows
 * whose figure was the same SOC's median (specialisations such as full-stack developer within software developers).
 * Estimate rows holding another figure (a parent group's median or a recalled value) are not OEWS figures for their
 * SOC and are carried forward by the all-occupation growth instead (index.ts). Direct rows whose SOC has no May 2024
 * median keep the May 2023 figure (25-1099 postsecondary teachers, whose successor aggregate is not a like-for-like
 * series); top-coded physicians, actors and musicians (not published) keep theirs too. Two SOCs are published by OEWS only as its own
 * aggregate since 2021 and are read from it: 31-1122 personal care aides → 31-1120, 29-2011 → 29-2010.
 */
export const OEWS_RELEASE = "May 2024";
/** Median annual wage of all occupations, May 2024 (OEWS code 00-0000). */
export const OEWS_ALL_OCCUPATIONS_MEDIAN = 49_500;
/** The same figure in the May 2023 release, from which the occupation tables were authored. */
export const OEWS_MAY_2023_ALL_OCCUPATIONS_MEDIAN = 48_060;
/** OEWS publishes annual wages at or above this figure as "≥ $239,200" (a floor, not a median). */
export const OEWS_TOP_CODE = 239_200;
/** SOC codes OEWS publishes only as its own aggregate: the occupation's SOC → the OEWS code read. */
export const OEWS_CODE_FOR_SOC: Readonly<Record<string, string>> = { "31-1122": "31-1120", "29-2011": "29-2010" };

export const OEWS_MAY_2024_MEDIANS: Readonly<Record<string, number>> = {
  "11-1011": 206_420, // Chief Executives
  "11-1021": 102_950, // General and Operations Managers
  "11-2011": 126_960, // Advertising and Promotions Managers
  "11-2021": 161_030, // Marketing Managers
  "11-2022": 138_060, // Sales Managers
  "11-3012": 108_390, // Administrative Services Managers
  "11-3021": 171_200, // Computer and Information Systems Managers
  "11-3031": 161_700, // Financial Managers
  "11-3051": 121_440, // Industrial Production Managers
  "11-3061": 139_510, // Purchasing Managers
  "11-3071": 102_010, // Transportation, Storage, and Distribution Managers
  "11-3121": 140_030, // Human Resources Managers
  "11-3131": 127_090, // Training and Development Managers
  "11-9021": 106_980, // Construction Managers
  "11-9032": 104_070, // Education Administrators, Kindergarten through Secondary
  "11-9033": 103_960, // Education Administrators, Postsecondary
  "11-9041": 167_740, // Architectural and Engineering Managers
  "11-9051": 65_310, // Food Service Managers
  "11-9081": 68_130, // Lodging Managers
  "11-9111": 117_960, // Medical and Health Services Managers
  "11-9121": 161_180, // Natural Sciences Managers
  "11-9151": 78_240, // Social and Community Service Managers
  "13-1041": 78_420, // Compliance Officers
  "13-1071": 72_910, // Human Resources Specialists
  "13-1081": 80_880, // Logisticians
  "13-1082": 100_750, // Project Management Specialists
  "13-1111": 101_190, // Management Analysts
  "13-1121": 59_440, // Meeting, Convention, and Event Planners
  "13-1151": 65_850, // Training and Development Specialists
  "13-1161": 76_950, // Market Research Analysts and Marketing Specialists
  "13-2011": 81_680, // Accountants and Auditors
  "13-2031": 87_930, // Budget Analysts
  "13-2051": 101_350, // Financial and Investment Analysts
  "13-2052": 102_140, // Personal Financial Advisors
  "13-2053": 79_880, // Insurance Underwriters
  "13-2061": 90_400, // Financial Examiners
  "13-2072": 74_180, // Loan Officers
  "15-1211": 103_790, // Computer Systems Analysts
  "15-1212": 124_910, // Information Security Analysts
  "15-1221": 140_910, // Computer and Information Research Scientists
  "15-1231": 73_340, // Computer Network Support Specialists
  "15-1232": 60_340, // Computer User Support Specialists
  "15-1241": 130_390, // Computer Network Architects
  "15-1242": 104_620, // Database Administrators
  "15-1243": 135_980, // Database Architects
  "15-1244": 96_800, // Network and Computer Systems Administrators
  "15-1251": 98_670, // Computer Programmers
  "15-1252": 133_080, // Software Developers
  "15-1253": 102_610, // Software Quality Assurance Analysts and Testers
  "15-1254": 90_930, // Web Developers
  "15-1255": 98_090, // Web and Digital Interface Designers
  "15-2011": 125_770, // Actuaries
  "15-2021": 121_680, // Mathematicians
  "15-2031": 91_290, // Operations Research Analysts
  "15-2041": 103_300, // Statisticians
  "15-2051": 112_590, // Data Scientists
  "17-1011": 96_690, // Architects, Except Landscape and Naval
  "17-2011": 134_830, // Aerospace Engineers
  "17-2031": 106_950, // Bioengineers and Biomedical Engineers
  "17-2041": 121_860, // Chemical Engineers
  "17-2051": 99_590, // Civil Engineers
  "17-2061": 155_020, // Computer Hardware Engineers
  "17-2071": 111_910, // Electrical Engineers
  "17-2112": 101_140, // Industrial Engineers
  "17-2141": 102_320, // Mechanical Engineers
  "19-1041": 83_980, // Epidemiologists
  "19-1042": 100_590, // Medical Scientists, Except Epidemiologists
  "19-2041": 80_060, // Environmental Scientists and Specialists, Including Health
  "19-3011": 115_440, // Economists
  "19-3051": 83_720, // Urban and Regional Planners
  "21-1012": 65_140, // Educational, Guidance, and Career Counselors and Advisors
  "21-1018": 59_190, // Substance Abuse, Behavioral Disorder, and Mental Health Counselors
  "21-1093": 45_120, // Social and Human Service Assistants
  "23-1011": 151_160, // Lawyers
  "23-2011": 61_010, // Paralegals and Legal Assistants
  "25-2011": 37_120, // Preschool Teachers, Except Special Education
  "25-2021": 62_340, // Elementary School Teachers, Except Special Education
  "25-2022": 62_970, // Middle School Teachers, Except Special and Career/Technical Education
  "25-2031": 64_580, // Secondary School Teachers, Except Special and Career/Technical Education
  "25-4022": 64_320, // Librarians and Media Collections Specialists
  "25-9031": 74_720, // Instructional Coordinators
  "27-1024": 61_300, // Graphic Designers
  "27-3031": 69_780, // Public Relations Specialists
  "27-3042": 91_670, // Technical Writers
  "27-3043": 72_270, // Writers and Authors
  "27-3091": 59_440, // Interpreters and Translators
  "29-1031": 73_850, // Dietitians and Nutritionists
  "29-1051": 137_480, // Pharmacists
  "29-1071": 133_260, // Physician Assistants
  "29-1122": 98_340, // Occupational Therapists
  "29-1123": 101_020, // Physical Therapists
  "29-1126": 80_450, // Respiratory Therapists
  "29-1127": 95_410, // Speech-Language Pathologists
  "29-1141": 93_600, // Registered Nurses
  "29-1151": 223_210, // Nurse Anesthetists
  "29-1171": 129_210, // Nurse Practitioners
  "29-1181": 92_120, // Audiologists
  "29-1292": 94_260, // Dental Hygienists
  "29-2010": 61_890, // Clinical Laboratory Technologists and Technicians
  "29-2032": 89_340, // Diagnostic Medical Sonographers
  "29-2034": 77_660, // Radiologic Technologists and Technicians
  "29-2052": 43_460, // Pharmacy Technicians
  "29-2055": 62_830, // Surgical Technologists
  "29-2056": 45_980, // Veterinary Technologists and Technicians
  "29-2061": 62_340, // Licensed Practical and Licensed Vocational Nurses
  "29-2072": 50_250, // Medical Records Specialists
  "31-1120": 34_900, // Home Health and Personal Care Aides
  "31-1131": 39_530, // Nursing Assistants
  "31-9091": 47_300, // Dental Assistants
  "31-9092": 44_200, // Medical Assistants
  "31-9097": 43_660, // Phlebotomists
  "33-2011": 59_530, // Firefighters
  "33-3051": 76_290, // Police and Sheriff's Patrol Officers
  "35-1011": 60_990, // Chefs and Head Cooks
  "39-9011": 32_050, // Childcare Workers
  "39-9031": 46_180, // Exercise Trainers and Group Fitness Instructors
  "41-2011": 31_190, // Cashiers
  "41-2031": 34_580, // Retail Salespersons
  "41-3021": 60_370, // Insurance Sales Agents
  "41-3031": 78_140, // Securities, Commodities, and Financial Services Sales Agents
  "41-4011": 100_070, // Sales Representatives, Wholesale and Manufacturing, Technical and Scientific Products
  "41-4012": 66_780, // Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific Products
  "41-9022": 56_320, // Real Estate Sales Agents
  "41-9031": 121_520, // Sales Engineers
  "43-3031": 49_210, // Bookkeeping, Accounting, and Auditing Clerks
  "43-3071": 39_340, // Tellers
  "43-4051": 42_830, // Customer Service Representatives
  "43-4171": 37_230, // Receptionists and Information Clerks
  "47-2031": 59_310, // Carpenters
  "47-2111": 62_350, // Electricians
  "47-2152": 62_970, // Plumbers, Pipefitters, and Steamfitters
  "47-2181": 50_970, // Roofers
  "47-2231": 51_860, // Solar Photovoltaic Installers
  "47-4021": 106_580, // Elevator and Escalator Installers and Repairers
  "49-3011": 78_680, // Aircraft Mechanics and Service Technicians
  "49-3023": 49_670, // Automotive Service Technicians and Mechanics
  "49-3031": 60_640, // Bus and Truck Mechanics and Diesel Engine Specialists
  "49-9021": 59_810, // Heating, Air Conditioning, and Refrigeration Mechanics and Installers
  "49-9051": 92_560, // Electrical Power-Line Installers and Repairers
  "49-9081": 62_580, // Wind Turbine Service Technicians
  "51-4041": 56_150, // Machinists
  "51-4121": 51_000, // Welders, Cutters, Solderers, and Brazers
  "53-2011": 226_600, // Airline Pilots, Copilots, and Flight Engineers
  "53-2021": 144_580, // Air Traffic Controllers
  "53-2031": 67_130, // Flight Attendants
  "53-3032": 57_440, // Heavy and Tractor-Trailer Truck Drivers
};
