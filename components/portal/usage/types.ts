// The usage page's data are the portal API's responses: their types come from the zod contracts.
import type { PortalUsageResponse, RequestLogResponse } from "@/lib/portal/contracts";

export type { Quota } from "@/lib/portal/contracts";
export type UsageData = PortalUsageResponse;
export type RequestLogPage = RequestLogResponse;
export type LoggedCall = RequestLogResponse["requests"][number];
