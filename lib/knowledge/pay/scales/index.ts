export type { PayGrade, PayScale } from "./types";
export { NHS_AFC_2025 } from "./nhs-afc";
export { TEACHERS_ENGLAND_2025 } from "./teachers-england";
export { TVOED_P_2025 } from "./tvoed-p";
export { US_GS_2025 } from "./us-gs";

import { NHS_AFC_2025 } from "./nhs-afc";
import { TEACHERS_ENGLAND_2025 } from "./teachers-england";
import { TVOED_P_2025 } from "./tvoed-p";
import { US_GS_2025 } from "./us-gs";

export const PAY_SCALES = [NHS_AFC_2025, TEACHERS_ENGLAND_2025, TVOED_P_2025, US_GS_2025] as const;
