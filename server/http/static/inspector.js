// memoryd inspector: one pool's memories through the HTTP/JSON API (POST /v1/<Rpc>).
// No build step, no framework: the page is index.html, this file and inspector.css.
"use strict";

const $ = (sel) => document.querySelector(sel);
const state = { key: sessionStorage.getItem("memoryd-key") || "", scope: null, cursor: "", current: null };

function say(text, isError = false) {
  const el = $("#status");
  el.textContent = text;
  el.classList.toggle("error", isError);
}

function text(tag, value, attrs = {}) {
  const el = document.createElement(tag);
  el.textContent = value == null ? "" : String(value);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

function when(ts) {
  return ts ? ts.replace("T", " ").replace(/\.\d+Z$/, "Z").slice(0, 17) + "Z" : "";
}

function num(x, digits = 3) {
  return Number(x || 0).toFixed(digits);
}

// Calls one RPC; a 401 asks for a key and retries once it is given.
async function rpc(name, body) {
  const headers = { "Content-Type": "application/json" };
  if (state.key) headers.Authorization = `Bearer ${state.key}`;
  const response = await fetch(`/v1/${name}`, { method: "POST", headers, body: JSON.stringify(body) });
  const data = await response.json();
  if (response.status === 401) {
    await askKey(data.error.message);
    return rpc(name, body);
  }
  if (!response.ok) {
    const err = new Error(`${data.error.code}: ${data.error.message}`);
    err.code = data.error.code;
    throw err;
  }
  return data;
}

function askKey(why) {
  return new Promise((resolve) => {
    const dialog = $("#key-dialog");
    $("#key-why").textContent = why ? `The server says: ${why}. Give an API key (kept in this tab only).`
                                    : "Give an API key (kept in this tab only).";
    $("#key-input").value = "";
    dialog.addEventListener("close", function done() {
      dialog.removeEventListener("close", done);
      if (dialog.returnValue === "save") {
        state.key = $("#key-input").value.trim();
        sessionStorage.setItem("memoryd-key", state.key);
      }
      resolve();
    });
    dialog.showModal();
    $("#key-input").focus();
  });
}

function confirmDelete(message) {
  return new Promise((resolve) => {
    const dialog = $("#confirm-dialog");
    $("#confirm-text").textContent = message;
    dialog.addEventListener("close", function done() {
      dialog.removeEventListener("close", done);
      resolve(dialog.returnValue === "yes");
    });
    dialog.showModal();
    $("#confirm-no").focus();
  });
}

async function guarded(what, fn) {
  try {
    say(`${what}…`);
    await fn();
  } catch (err) {
    say(`${what} failed: ${err.message}`, true);
    return;
  }
  if (!$("#status").classList.contains("error")) say("");
}

// ------------------------------------------------------------------ memories

function filter() {
  const f = {};
  if ($("#f-status").value) f.statuses = [`STATUS_${$("#f-status").value}`];
  if ($("#f-type").value) f.memory_types = [`MEMORY_TYPE_${$("#f-type").value}`];
  if ($("#f-tag").value.trim()) f.tags = $("#f-tag").value.split(",").map((t) => t.trim()).filter(Boolean);
  if ($("#f-session").value.trim()) f.session_id = $("#f-session").value.trim();
  if ($("#f-text").value.trim()) f.text_contains = $("#f-text").value.trim();
  return f;
}

function short(enumName, prefix) {
  return (enumName || "").replace(prefix, "");
}

function memoryRow(m) {
  const tr = document.createElement("tr");
  tr.dataset.id = m.id;
  tr.tabIndex = 0;
  tr.className = `status-${short(m.status, "STATUS_")}`;
  tr.append(text("td", when(m.created_at)), text("td", short(m.status, "STATUS_").toLowerCase()),
            text("td", short(m.memory_type, "MEMORY_TYPE_").toLowerCase()),
            text("td", (m.tags || []).join(", ")), text("td", m.content));
  const open = () => openMemory(m.id);
  tr.addEventListener("click", open);
  tr.addEventListener("keydown", (e) => { if (e.key === "Enter") open(); });
  return tr;
}

async function listMemories(more = false) {
  const body = { scope: state.scope, filter: filter(), page_size: 50, order_by: $("#f-order").value };
  if (more) body.cursor = state.cursor;
  const page = await rpc("List", body);
  const tbody = $("#memories tbody");
  if (!more) tbody.replaceChildren();
  for (const m of page.memories) tbody.append(memoryRow(m));
  if (!tbody.children.length) tbody.append(Object.assign(text("tr", ""), { innerHTML: "<td colspan=5>(no memories)</td>" }));
  state.cursor = page.next_cursor;
  $("#more").hidden = !page.next_cursor;
}

// ------------------------------------------------------------------ one memory

async function openMemory(id) {
  const memory = await rpc("Get", { scope: state.scope, id });
  state.current = memory;
  const dl = $("#detail-fields");
  dl.replaceChildren();
  for (const key of ["id", "status", "memory_type", "importance", "confidence", "source", "tags",
                     "metadata", "created_at", "updated_at", "last_accessed_at", "access_count",
                     "version", "superseded_by", "supersedes", "tier", "expires_at"]) {
    let value = memory[key];
    if (Array.isArray(value)) value = value.join(", ");
    else if (value && typeof value === "object") value = JSON.stringify(value);
    dl.append(text("dt", key), text("dd", value, { "data-field": key }));
  }
  $("#detail-title").textContent = memory.content;
  $("#edit-content").value = memory.content;
  $("#edit-importance").value = num(memory.importance, 2);
  $("#edit-tags").value = (memory.tags || []).join(", ");
  const status = memory.status;
  $("#suppress").disabled = status === "STATUS_SUPPRESSED";
  $("#restore").disabled = !(status === "STATUS_SUPPRESSED" || status === "STATUS_ARCHIVED");
  $("#edit-save").disabled = status !== "STATUS_ACTIVE";
  const history = await rpc("History", { scope: state.scope, id });
  const ol = $("#history");
  ol.replaceChildren();
  for (const entry of history.entries) {
    const li = text("li", "");
    li.dataset.id = entry.memory.id;
    li.append(text("strong", `v${entry.memory.version} ${short(entry.memory.status, "STATUS_").toLowerCase()}: `),
              text("span", entry.memory.content));
    const events = document.createElement("ul");
    for (const e of entry.events) {
      events.append(text("li", `${when(e.at)} ${e.action}${e.reason ? ` — ${e.reason}` : ""}${e.related_id ? ` (${e.related_id.slice(0, 8)}…)` : ""}`));
    }
    li.append(events);
    ol.append(li);
  }
  $("#detail").hidden = false;
  $("#detail").focus();
}

async function forget(mode) {
  const id = state.current.id;
  const result = await rpc("Forget", { scope: state.scope, ids: [id], mode: `FORGET_MODE_${mode}` });
  say(`${mode.toLowerCase()}: ${result.affected_ids.length} memory`);
  if (mode === "DELETE") {
    $("#detail").hidden = true;
    state.current = null;
  } else {
    await openMemory(id);
  }
  await listMemories();
}

async function saveEdit(event) {
  event.preventDefault();
  const m = state.current;
  const body = { scope: state.scope, id: m.id };
  const content = $("#edit-content").value;
  if (content !== m.content) body.content = content;
  const importance = Number($("#edit-importance").value);
  if (Math.abs(importance - m.importance) > 1e-6) body.importance = importance;
  const tags = $("#edit-tags").value.split(",").map((t) => t.trim()).filter(Boolean);
  if (tags.join("\u0000") !== (m.tags || []).join("\u0000")) body.tags = { values: tags };
  const result = await rpc("Update", body);
  say(result.affected_ids.length ? "saved as a new version" : "saved");
  await openMemory(result.memory.id);
  await listMemories();
}

// ------------------------------------------------------------------ search

function termsOf(hit) {
  const t = hit.explanation.terms;
  const parts = ["similarity", "keyword", "attribute", "decay", "importance", "session"]
    .map((k) => `${(t[k] >= 0 ? "+" : "")}${num(t[k], 4)}`);
  return parts.join(" ");
}

async function search(event) {
  event.preventDefault();
  const body = {
    scope: state.scope, query: $("#search-query").value, top_k: Number($("#search-k").value) || 10,
    min_score: Number($("#search-min").value) || 0, include_history: $("#search-history").checked,
    explain: true, filter: filter(),
  };
  const answer = await rpc("Recall", body);
  const tbody = $("#hits tbody");
  tbody.replaceChildren();
  answer.hits.forEach((hit, i) => {
    const tr = document.createElement("tr");
    tr.dataset.id = hit.memory.id;
    tr.tabIndex = 0;
    const decay = hit.explanation.decay;
    const why = `decay ${num(decay.decay)} = age ${num(decay.age_factor)} (${num(decay.age_days, 1)} d, half-life ${num(decay.half_life_days, 0)} d) × idle ${num(decay.idle_factor)} × access ${num(decay.access_bonus)} × confidence ${num(decay.confidence_factor)}; gate ${num(hit.explanation.relevance_gate, 2)}${hit.explanation.fusion === "stretched" ? `; stretched fusion: every term × scale ${num(hit.explanation.scale)}` : ""}`;
    tr.append(text("td", i + 1), text("td", num(hit.score, 4)),
              text("td", termsOf(hit), { class: "terms", title: why }),
              text("td", hit.explanation.ranks.map((r) => `${r.route} #${r.rank}`).join(", ")),
              text("td", hit.memory.content));
    const open = () => openMemory(hit.memory.id);
    tr.addEventListener("click", open);
    tr.addEventListener("keydown", (e) => { if (e.key === "Enter") open(); });
    tbody.append(tr);
  });
  if (!answer.hits.length) tbody.append(Object.assign(text("tr", ""), { innerHTML: "<td colspan=5>(no hits)</td>" }));
  const left = $("#left-out tbody");
  left.replaceChildren();
  for (const x of answer.left_out) {
    const tr = document.createElement("tr");
    tr.dataset.id = x.memory.id;
    tr.tabIndex = 0;
    tr.append(text("td", x.reason), text("td", x.memory.content), text("td", x.detail));
    tr.addEventListener("click", () => openMemory(x.memory.id));
    tr.addEventListener("keydown", (e) => { if (e.key === "Enter") openMemory(x.memory.id); });
    left.append(tr);
  }
  if (!answer.left_out.length) left.append(Object.assign(text("tr", ""), { innerHTML: "<td colspan=3>(nothing)</td>" }));
}

// ------------------------------------------------------------------ stats

async function showStats() {
  const stats = await rpc("Stats", { scope: state.scope });
  const tbody = $("#stats tbody");
  tbody.replaceChildren();
  const row = (k, v) => { const tr = document.createElement("tr"); tr.append(text("th", k), text("td", v)); tbody.append(tr); };
  row("total", stats.total);
  for (const group of ["by_status", "by_tier", "by_type", "conflict_verdicts"]) {
    for (const [k, v] of Object.entries(stats[group] || {})) row(`${group} ${k}`, v);
  }
  for (const k of ["writes", "recall_hit_rate", "weekly_archive_rate", "conflicts_per_1000_writes",
                   "merge_rate", "mean_recalled_age_days"]) {
    row(k, typeof stats[k] === "number" ? num(stats[k], 4) : stats[k]);
  }
  row("embedding_model", `${stats.embedding_model} (${stats.dimension}-d)`);
  showQuality(stats.recall_quality || []);
}

// A share as a bar and a percentage ("n/a" when there is nothing to divide by).
function share(part, whole, kind = "") {
  const td = document.createElement("td");
  if (!whole) { td.textContent = "n/a"; return td; }
  const ratio = Math.min(1, part / whole);
  const bar = text("span", "", { class: `bar ${kind}`, "aria-hidden": "true" });
  bar.style.width = `${(ratio * 6).toFixed(2)}em`;
  td.append(bar, `${(ratio * 100).toFixed(0)}%`);
  return td;
}

function showQuality(days) {
  const tbody = $("#quality tbody");
  tbody.replaceChildren();
  for (const d of [...days].reverse()) {  // newest first
    const [answers, empty, returned, used, ignored] =
      ["answers", "empty_answers", "returned", "used", "ignored"].map((k) => Number(d[k] || 0));
    const tr = document.createElement("tr");
    tr.dataset.day = d.day.slice(0, 10);
    const emptyCell = share(empty, answers, "empty");
    emptyCell.dataset.field = "empty";
    const hitCell = used + ignored ? share(used, returned) : text("td", "no feedback");
    hitCell.dataset.field = "hit-rate";
    tr.append(text("th", d.day.slice(0, 10), { scope: "row" }), text("td", answers, { "data-field": "answers" }),
              emptyCell, text("td", returned, { "data-field": "returned" }),
              text("td", used, { "data-field": "used" }), text("td", ignored, { "data-field": "ignored" }), hitCell);
    tbody.append(tr);
  }
  if (!days.length) tbody.append(Object.assign(text("tr", ""), { innerHTML: "<td colspan=7>(no recall answered yet)</td>" }));
}

// ------------------------------------------------------------------ wiring

function selectTab(name) {
  for (const tab of ["memories", "search", "stats"]) {
    $(`#tab-${tab}`).setAttribute("aria-selected", String(tab === name));
    $(`#view-${tab}`).hidden = tab !== name;
  }
  if (name === "stats") guarded("Stats", showStats);
}

// The pool picker: the pools this key may read (ReadablePools), never typed by hand.
function poolLabel(p) {
  const agent = p.scope.agent_id ? ` / agent ${p.scope.agent_id}` : " (shared pool)";
  return `${p.scope.user_id}${agent} — ${p.memories} memories`;
}

async function loadPools() {
  // Paged like List: every page, so a key with many pools is offered them all.
  const answer = { pools: [] };
  let cursor = "";
  do {
    const page = await rpc("ReadablePools", { page_size: 1000, cursor });
    answer.pools.push(...page.pools);
    cursor = page.next_cursor;
  } while (cursor);
  const pick = $("#pool-pick");
  const saved = JSON.parse(localStorage.getItem("memoryd-pool") || "null");
  pick.replaceChildren();
  for (const p of answer.pools) {
    const option = text("option", poolLabel(p), { value: JSON.stringify([p.scope.user_id, p.scope.agent_id]) });
    option.dataset.user = p.scope.user_id;
    option.dataset.agent = p.scope.agent_id;
    if (saved && saved.user_id === p.scope.user_id && saved.agent_id === p.scope.agent_id) option.selected = true;
    pick.append(option);
  }
  if (!answer.pools.length) pick.append(text("option", "(no pool this key may read holds memories)", { value: "" }));
}

function openPool(event) {
  event.preventDefault();
  const chosen = $("#pool-pick").value;
  if (!chosen) return;
  const [user_id, agent_id] = JSON.parse(chosen);
  state.scope = { user_id, agent_id };
  localStorage.setItem("memoryd-pool", JSON.stringify(state.scope));
  $("#pool-view").hidden = false;
  $("#detail").hidden = true;
  for (const table of ["#memories", "#hits", "#left-out", "#stats", "#quality"]) $(`${table} tbody`).replaceChildren();
  selectTab("memories");
  guarded("Listing", () => listMemories());
}

document.addEventListener("DOMContentLoaded", () => {
  $("#pool-form").addEventListener("submit", openPool);
  $("#pool-refresh").addEventListener("click", () => guarded("Loading pools", loadPools));
  $("#key-change").addEventListener("click", () => askKey("").then(() => guarded("Loading pools", loadPools)));
  $("#filter-form").addEventListener("submit", (e) => { e.preventDefault(); guarded("Listing", () => listMemories()); });
  $("#more").addEventListener("click", () => guarded("Listing", () => listMemories(true)));
  $("#search-form").addEventListener("submit", (e) => guarded("Searching", () => search(e)));
  $("#edit-form").addEventListener("submit", (e) => guarded("Saving", () => saveEdit(e)));
  $("#suppress").addEventListener("click", () => guarded("Suppressing", () => forget("SUPPRESS")));
  $("#restore").addEventListener("click", () => guarded("Restoring", () => forget("RESTORE")));
  $("#delete").addEventListener("click", () => guarded("Deleting", async () => {
    if (await confirmDelete(`Delete “${state.current.content}” for good? It cannot be restored.`)) await forget("DELETE");
  }));
  $("#detail-close").addEventListener("click", () => { $("#detail").hidden = true; });
  for (const tab of ["memories", "search", "stats"]) $(`#tab-${tab}`).addEventListener("click", () => selectTab(tab));
  // The pools this key may read; a server that wants a key asks for one first (rpc's 401).
  guarded("Loading pools", loadPools);
});
