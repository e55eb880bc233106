// POST /v1/career/salary/benchmark — salary band, premiums and negotiation advice.
import { benchmarkSalary } from "@/lib/api/salary";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.salaryBenchmark, ({ body }) => benchmarkSalary(body));
