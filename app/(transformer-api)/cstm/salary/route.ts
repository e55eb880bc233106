// POST /cstm/salary — intelligence head 2; no key needed, country defaults to Global.
import { benchmarkSalaryForCstm } from "@/lib/api/salary";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.headSalary, ({ body }) => benchmarkSalaryForCstm(body));
