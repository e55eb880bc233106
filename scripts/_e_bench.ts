import { run } from "../bench/embeddings";
run().then((r) => { console.log(r); process.exit(0); });
