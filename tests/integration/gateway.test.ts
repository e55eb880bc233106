import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as chat } from "@/app/(developer-api)/v1/career/chat/completions/route";
import { POST as coverLetter } from "@/app/(developer-api)/v1/career/cover-letter/generate/route";
import { resetConfigForTests } from "@/lib/config";
import { findBannedPhrases } from "@/lib/models/gateway";
import { CV_ENGINEER, JD_PLATFORM } from "@/tests/fixtures/writing/samples";
import { call, makeKey, useTestApp } from "./helpers";

/** An OpenAI-compatible peer on 127.0.0.1 whose behaviour is chosen by the upstream model name. */
interface Seen {
  path: string;
  auth: string | undefined;
  body: { model: string; max_tokens: number; stream: boolean; messages: { role: string; content: string }[] };
}

function readJson(req: IncomingMessage): Promise<Seen["body"]> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(JSON.parse(data)));
  });
}

function completion(content: string, finish = "stop") {
  return JSON.stringify({
    id: "x",
    object: "chat.completion",
    created: 1,
    model: "peer",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finish }],
    usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
  });
}

const SPLIT_PIECES = ["I am a team ", "player and ", "hard-", "working. I reduced ", "latency by 40%", " at Monzo."];

function startPeer(seen: Seen[]): Promise<Server> {
  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    seen.push({ path: req.url ?? "", auth: req.headers.authorization, body });
    switch (body.model) {
      case "peer-hang":
        return; // never answers: the gateway must time out and drop the socket
      case "peer-500":
        res.writeHead(500, { "content-type": "application/json" });
        return res.end('{"error":"boom"}');
      case "peer-abuse":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(completion("Write to him: I will hurt you if you reject me."));
      case "peer-letter":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(
          completion(
            "Dear Hiring Manager,\n\nI am writing to express my interest in the role. I am a results-driven team player. At Monzo Bank Ltd I reduced payment API latency by 40%.\n\nI would welcome a conversation.\n\nKind regards,\nPriya Raman",
          ),
        );
      case "peer-invent":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(
          completion(
            "Dear Hiring Manager,\n\nAt Monzo Bank Ltd I reduced payment API latency by 40%. At Globex Corp I grew revenue by 73% in 2 quarters.\n\nI would welcome a conversation.\n\nKind regards,\nPriya Raman",
          ),
        );
      default:
        if (body.stream) {
          res.writeHead(200, { "content-type": "text/event-stream" });
          for (const p of SPLIT_PIECES)
            res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })}\n\n`);
          res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
          return res.end("data: [DONE]\n\n");
        }
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(completion("As a hard-working team player I think outside the box. Ask me about salaries."));
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Sockets that carried a request and that the client (our gateway) still holds open. The peer never
 * answers, so Node's server keeps its half of each socket; what shows the gateway let go is the
 * client's FIN ('end') on every socket that carried a request. (Idle pool sockets the HTTP client
 * may pre-open carry no request and expire with its keep-alive timeout.)
 */
function trackClientSockets(server: Server): () => number {
  const held = new Set<unknown>();
  server.on("request", (req: IncomingMessage) => {
    const socket = req.socket;
    if (held.has(socket) || socket.readableEnded) return;
    held.add(socket);
    socket.once("end", () => held.delete(socket));
  });
  return () => held.size;
}

describe("model gateway: openai-compatible provider against a loopback peer", () => {
  useTestApp();
  const seen: Seen[] = [];
  let peer: Server;
  let key: string;
  const saved = { ...process.env };

  function configure(map: string, timeoutMs = 2000, base?: string) {
    process.env.LLM_BASE_URL = base ?? `http://127.0.0.1:${(peer.address() as AddressInfo).port}/v1`;
    process.env.LLM_API_KEY = "peer-secret";
    process.env.LLM_TIMEOUT_MS = String(timeoutMs);
    process.env.LLM_MODEL_MAP = map;
    resetConfigForTests();
  }

  beforeAll(async () => {
    peer = await startPeer(seen);
    key = (await makeKey({ tier: "PRO" })).key;
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    for (const k of ["LLM_BASE_URL", "LLM_API_KEY", "LLM_TIMEOUT_MS", "LLM_MODEL_MAP"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetConfigForTests();
    peer.closeAllConnections();
    await new Promise((r) => peer.close(r));
  });

  const ask = (model: string, extra: Record<string, unknown> = {}) =>
    call(chat, "/v1/career/chat/completions", {
      key,
      body: { model, messages: [{ role: "user", content: "How long should a CV be?" }], ...extra },
    });

  it("forwards to {base}/chat/completions with the mapped model, key and capped max_tokens; scrubs banned phrases", async () => {
    configure("lm-flash=peer-normal");
    const r = await ask("lm-flash", { max_tokens: 5000 });
    expect(r.status).toBe(200);
    expect(seen[0].path).toBe("/v1/chat/completions");
    expect(seen[0].auth).toBe("Bearer peer-secret");
    expect(seen[0].body.model).toBe("peer-normal");
    expect(seen[0].body.max_tokens).toBe(300);
    expect(seen[0].body.messages[0].role).toBe("system");
    const content = (r.body as { choices: { message: { content: string } }[] }).choices[0].message.content;
    expect(findBannedPhrases(content)).toEqual([]);
    expect(content).toContain("Ask me about salaries.");
    expect((r.body as { model: string }).model).toBe("lm-flash");
  });

  it("passes a stream through and removes a banned phrase split across upstream chunks", async () => {
    configure("lm-flash=peer-stream");
    const r = await ask("lm-flash", { stream: true });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = r.text.split("\n\n").filter(Boolean);
    expect(events[events.length - 1]).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.slice(6)));
    const text = chunks.map((c) => c.choices[0]?.delta?.content ?? "").join("");
    expect(findBannedPhrases(text)).toEqual([]);
    expect(text).toContain("latency by 40% at Monzo.");
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    expect(chunks[chunks.length - 1].choices[0].finish_reason).toBe("stop");
    expect(seen[0].body.stream).toBe(true);
  });

  it("turns a hanging backend into 504 request_timeout and leaves no open socket", async () => {
    // A dedicated peer, so idle keep-alive sockets of earlier tests do not count.
    const hangSeen: Seen[] = [];
    const hang = await startPeer(hangSeen);
    const clientHeld = trackClientSockets(hang);
    try {
      configure("lm-flash=peer-hang", 300, `http://127.0.0.1:${(hang.address() as AddressInfo).port}/v1`);
      const r = await ask("lm-flash");
      expect(r.status).toBe(504);
      expect((r.body as { error: { code: string } }).error.code).toBe("request_timeout");
      const s = await ask("lm-flash", { stream: true });
      expect(s.status).toBe(504);
      expect(hangSeen).toHaveLength(2);
      // The aborted fetches must have closed their sockets on the peer.
      for (let i = 0; i < 100 && clientHeld() > 0; i++) await new Promise((res) => setTimeout(res, 20));
      expect(clientHeld()).toBe(0);
    } finally {
      hang.closeAllConnections();
      await new Promise((res) => hang.close(res));
    }
  });

  it("turns a 5xx into 503 model_unavailable", async () => {
    configure("lm-flash=peer-500");
    const r = await ask("lm-flash");
    expect(r.status).toBe(503);
    expect((r.body as { error: { code: string; type: string } }).error).toMatchObject({ code: "model_unavailable" });
    expect(r.headers.get("retry-after")).toBe("5");
  });

  it("turns an unreachable backend into 503 model_unavailable", async () => {
    const closed = createServer();
    await new Promise<void>((res) => closed.listen(0, "127.0.0.1", () => res()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((res) => closed.close(res));
    configure("lm-flash=peer-normal", 2000, `http://127.0.0.1:${port}/v1`);
    const r = await ask("lm-flash");
    expect(r.status).toBe(503);
  });

  it("applies the content policy to remote output (422)", async () => {
    configure("lm-flash=peer-abuse");
    const r = await ask("lm-flash");
    expect(r.status).toBe(422);
    expect((r.body as { error: { code: string } }).error.code).toBe("content_policy_violation");
  });

  it("keeps a model mapped to 'local' on the built-in writer", async () => {
    configure("lm-flash=local");
    const r = await ask("lm-flash");
    expect(r.status).toBe(200);
    expect(seen).toHaveLength(0);
  });

  it("writes cover letters through the remote provider with phrases scrubbed and an exact word count", async () => {
    configure("lm-standard=peer-letter");
    const r = await call<{ letter: string; word_count: number; facts_used: { value: string }[] }>(
      coverLetter,
      "/v1/career/cover-letter/generate",
      {
        key,
        body: { cv_text: CV_ENGINEER, job_description: JD_PLATFORM, mode: 1 },
      },
    );
    expect(r.status).toBe(200);
    expect(findBannedPhrases(r.body.letter)).toEqual([]);
    expect(r.body.letter).toContain("reduced payment API latency by 40%");
    expect(r.body.word_count).toBe(r.body.letter.match(/[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu)!.length);
    expect(seen[0].body.messages[0].content).toContain("Never use these phrases");
  });

  it("removes a remote letter's sentences that state numbers or employers not in the inputs, and says so", async () => {
    configure("lm-standard=peer-invent");
    const r = await call<{ letter: string; notes: string[] }>(coverLetter, "/v1/career/cover-letter/generate", {
      key,
      body: { cv_text: CV_ENGINEER, job_description: JD_PLATFORM, mode: 1 },
    });
    expect(r.status).toBe(200);
    expect(r.body.letter).toContain("reduced payment API latency by 40%");
    expect(r.body.letter).not.toMatch(/Globex|73%/);
    expect(r.body.notes.join(" ")).toMatch(/Removed 1 sentence .*Globex Corp/);
  });
});
