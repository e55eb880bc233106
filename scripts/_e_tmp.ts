import { openDb, setDbForTests } from "@/lib/db";
import { matchJobs } from "@/lib/jobs/match-jobs";
import { shutdownEmbeddings } from "@/lib/models/embeddings";
(async () => {
  const h = await openDb("file:/tmp/e/jobs-" + Date.now() + ".db");
  setDbForTests(h);
  let t = Date.now();
  const cv = "Senior frontend engineer. 7 years building React and TypeScript web apps.\nLed accessibility work and a design system.\nImproved Core Web Vitals and bundle size.";
  const r = await matchJobs({ cv_text: cv, country_code: "DE", limit: 5 });
  console.log("first", Date.now() - t); t = Date.now();
  console.log(JSON.stringify(r, null, 1).slice(0, 2500));
  const r2 = await matchJobs({ cv_text: "Registered nurse with ICU experience, medication administration and patient care.", limit: 5 });
  console.log("second", Date.now() - t, r2.matches.map(m => `${m.matchScore} ${m.title} ${m.country_code}`), r2.total_candidates_considered, r2.scoped_to_country);
  const r3 = await matchJobs({ cv_text: "HGV class 1 driver, 10 years, clean licence, tachograph, multi-drop deliveries", country_code: "ZZ", limit: 25 });
  console.log(r3.matches.map(m => `${m.matchScore} ${m.title}`).join(" | "), r3.scoped_to_country, r3.data_freshness);
  await shutdownEmbeddings();
})();
