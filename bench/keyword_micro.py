"""Micro-benchmark of the keyword route: memoryd.core.tiers.keyword.KeywordIndex in this process.

Builds one index of `--docs` synthetic memories (seeded; ~60 characters each: about half
Chinese, 40 % English, 10 % mixed; words from a Zipf lexicon with a long made-up tail; person
names drawn from surname x given-name characters, so names are many and mostly rare; about a
third hold an entity — an order number, a ticket id, a phone number, an e-mail, an amount),
once per `--modes` (CJK bigrams, the default; bigrams + unigrams), then measures:

  add        memories/s while building (tokenizing included), one add call per memory
  tokenize   the tokenizer alone, us per memory
  search     latency of `--queries` searches with k=`--k`, p50/p99 in us, over three query
             kinds: a fragment of a stored memory (words or 4-8 Chinese characters), an entity
             lookup (an order number or id that is stored), and a question around a name
  update     remove + add of `--updates` stored memories (a status change or an edit), us each
  memory     bytes per memory held by the index: tracemalloc (Python allocations still held
             after a build, the memories' ids and texts excluded: they belong to the caller),
             the VmRSS growth of the first build (allocator overhead included), and a breakdown
             (postings, vocabulary, per-memory tables); with `--compare-dict`, the same postings
             as dict[token, dict[doc, tf]] for comparison
  quality    question -> fact retrieval by BM25 alone on bench/data/ku_templates.py
             (paraphrased questions, zh and en; MRR, recall@1/@5): bigrams vs bigrams+unigrams

    python -m bench.keyword_micro                       # 100k memories, both modes (~1.5 min)
    python -m bench.keyword_micro --docs 20000 --modes bigrams --no-compare-dict

Single-threaded and in-process; on a shared machine the p99 moves with the load.
Results: tables on stdout, JSON in bench/results/keyword_micro/results.json.
"""

# ruff: noqa: RUF001

from __future__ import annotations

import argparse
import gc
import importlib.util
import itertools
import os
import random
import sys
import time
import tracemalloc
from collections import Counter
from typing import Any

from bench import _common as C

C.apply_thread_env()  # before numpy loads OpenBLAS  # noqa: E402

import numpy as np  # noqa: E402

from memoryd.core.text.terms import tokens  # noqa: E402
from memoryd.core.tiers.keyword import KeywordIndex  # noqa: E402

ZH_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡"
    "余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯"
    "龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
ZH_GIVEN = (
    "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉建文斌宇浩凯俊峰雪琳"
    "晨欣怡婷佳子涵梓轩一诺思雨博宁馨然嘉瑞睿泽小晓海波宏志新春燕云飞天龙"
)
ZH_WORDS = (
    "喜欢 不喜欢 咖啡 奶茶 火锅 川菜 素食 过敏 花生 海鲜 跑步 游泳 爬山 瑜伽 钢琴 吉他 摄影 旅行 "
    "北京 上海 深圳 杭州 成都 广州 南京 武汉 西安 苏州 公司 项目 会议 周一 周五 下周 明天 上午 "
    "下午 晚上 预算 报销 合同 客户 供应商 订单 快递 发货 退货 退款 发票 地址 电话 邮箱 生日 "
    "纪念日 孩子 女儿 儿子 老婆 老公 父母 同事 经理 老板 朋友 宠物 小猫 小狗 医院 体检 牙医 "
    "健身房 会员 信用卡 贷款 房租 装修 搬家 租房 买车 驾照 签证 护照 机票 酒店 高铁 航班 "
    "提醒 记得 需要 已经 准备 打算 计划 希望 担心 讨论 确认 取消 改成 延期 完成 上线 测试 "
    "代码 服务器 数据库 接口 文档 版本 需求 设计 评审 周报 绩效 面试 培训 加班 请假 年假 "
    "早餐 午饭 晚饭 外卖 超市 水果 蔬菜 牛奶 咖啡豆 红酒 啤酒 蛋糕 电影 音乐 小说 游戏 "
    "手机 电脑 耳机 相机 键盘 显示器 充电器 保险 社保 公积金 学校 老师 作业 考试 英语 数学"
).split()
ZH_GLUE = [
    "的",
    "了",
    "在",
    "和",
    "要",
    "去",
    "是",
    "把",
    "给",
    "跟",
    "说",
    "想",
    "每天",
    "经常",
    "一直",
]
EN_WORDS = (
    "like love prefer hate coffee tea pizza sushi vegan allergic peanuts seafood running "
    "swimming hiking yoga piano guitar photography travel trip city office company project "
    "meeting monday friday tomorrow morning afternoon evening budget expense contract client "
    "vendor order package shipped returned refund invoice address phone email birthday "
    "anniversary kids daughter son wife husband parents colleague manager boss friend cat dog "
    "hospital checkup dentist gym membership credit card loan rent renovation moving apartment "
    "car license visa passport flight hotel train remind remember need already plan planning "
    "hope worried discussed confirmed cancelled changed delayed finished launched testing code "
    "server database api docs version requirements design review report interview training "
    "overtime leave vacation breakfast lunch dinner delivery groceries fruit milk beans wine "
    "beer cake movie music novel games laptop headphones camera keyboard monitor charger "
    "insurance school teacher homework exam english math weekly quarterly deadline team "
    "release bug feature customer support ticket account password subscription renewal"
).split()
EN_GLUE = ["the", "my", "to", "for", "on", "at", "and", "with", "is", "was", "every", "next"]
EN_NAMES = (
    "alice bob carol david emma frank grace henry irene jack kate liam mia noah olivia peter "
    "quinn rachel sam tina uma victor wendy xavier yara zoe"
).split()


def _zipf_mandelbrot(n: int, offset: float = 10.0) -> list[float]:
    """Cumulative weights of ranks 1..n, p(r) ~ 1 / (r + offset): a long tail, a flat head."""
    return list(itertools.accumulate(1.0 / (r + 1 + offset) for r in range(n)))


def _lexicon(rng: random.Random, head: list[str], make, size: int) -> list[str]:
    """``head`` (the frequent words, in a shuffled order) then made-up words up to ``size``."""
    words = list(head)
    rng.shuffle(words)
    seen = set(words)
    while len(words) < size:
        w = make(rng)
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


_ZH_CHARS = [chr(0x4E00 + j) for j in range(3500)]
_ZH_CHAR_W = list(itertools.accumulate(1.0 / (j + 1) for j in range(3500)))


def _zh_word(rng: random.Random) -> str:
    # 3,500 characters of the basic block with Zipf frequencies (the 1,000 most frequent make
    # ~85 % of the text, as in real Chinese); which characters they are does not matter to the
    # index, their statistics do.
    n = rng.choices((1, 2, 2, 2, 2, 3, 3, 4))[0]
    return "".join(rng.choices(_ZH_CHARS, cum_weights=_ZH_CHAR_W, k=n))


_SYLLABLES = [c + v for c in "bcdfghjklmnprstvwz" for v in ("a", "e", "i", "o", "u", "ai", "ou")]


def _en_word(rng: random.Random) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(rng.choice((2, 2, 3, 3, 4))))


class Corpus:
    """Seeded synthetic memories and the entities planted in them.

    Words come from a lexicon per language — the hand-written everyday words above as its head,
    made-up words as its long tail (30k Chinese, 20k English) — drawn with Zipf-Mandelbrot
    frequencies, so posting lists and vocabulary grow roughly as with real text; glue words
    ("的", "了", "the", "my") are added on top, as function words are.
    """

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.zh_words = _lexicon(self.rng, ZH_WORDS, _zh_word, 30_000)
        self.en_words = _lexicon(self.rng, EN_WORDS, _en_word, 20_000)
        self.zh_w = _zipf_mandelbrot(len(self.zh_words))
        self.en_w = _zipf_mandelbrot(len(self.en_words))

    def name(self) -> str:
        r = self.rng
        given = "".join(r.choice(ZH_GIVEN) for _ in range(r.choice((1, 2, 2))))
        return r.choice(ZH_SURNAMES) + given

    def entity(self) -> str:
        r = self.rng
        kind = r.random()
        if kind < 0.4:
            e = f"ORD-{r.randint(2019, 2026)}-{r.randint(0, 99999):05d}"
        elif kind < 0.6:
            e = f"{r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}"
        elif kind < 0.75:
            e = f"1{r.randint(3, 9)}{r.randint(0, 9)}{r.randint(0, 99999999):08d}"
        elif kind < 0.85:
            e = f"{r.choice(EN_NAMES)}.{r.randint(1, 999)}@example.com"
        else:
            e = f"{r.randint(1, 99)},{r.randint(0, 999):03d}"
        return e

    def zh(self, target: int) -> str:
        r = self.rng
        parts = [self.name() if r.random() < 0.5 else "我"]
        while sum(map(len, parts)) < target:
            parts.append(r.choices(self.zh_words, cum_weights=self.zh_w)[0])
            if r.random() < 0.5:
                parts.append(r.choice(ZH_GLUE))
            if r.random() < 0.12:
                parts.append("，")
        return "".join(parts) + "。"

    def en(self, target: int) -> str:
        r = self.rng
        parts = [r.choice(EN_NAMES).title() if r.random() < 0.4 else "I"]
        while sum(map(len, parts)) + len(parts) < target:
            if r.random() < 0.35:
                parts.append(r.choice(EN_GLUE))
            parts.append(r.choices(self.en_words, cum_weights=self.en_w)[0])
        return " ".join(parts) + "."

    def memory(self) -> tuple[str, str | None]:
        r = self.rng
        lang = r.random()
        target = r.randint(35, 70)
        if lang < 0.5:
            text = self.zh(target)
        elif lang < 0.9:
            text = self.en(target)
        else:
            text = self.zh(target // 2) + " " + self.en(target // 2)
        entity = None
        if r.random() < 0.33:
            entity = self.entity()
            text = text[:-1] + (f"，编号{entity}。" if lang < 0.5 else f" {entity}.")
        return text, entity

    def queries(self, texts: list[str], entities: list[str], n: int) -> list[tuple[str, str]]:
        """(kind, query) pairs: fragments of stored memories, stored entities, name questions."""
        r = self.rng
        out = []
        for _ in range(n):
            kind = r.random()
            text = r.choice(texts)
            if kind < 0.5:
                if text.isascii():
                    words = text.rstrip(".").split()
                    i = r.randrange(len(words))
                    out.append(("fragment", " ".join(words[i : i + r.randint(2, 4)])))
                else:
                    i = r.randrange(max(1, len(text) - 8))
                    out.append(("fragment", text[i : i + r.randint(4, 8)]))
            elif kind < 0.75 and entities:
                e = r.choice(entities)
                out.append(("entity", r.choice([f"{e}的状态", f"what about {e}", e])))
            else:
                name = self.name()
                out.append(("question", r.choice([f"{name}喜欢什么？", f"{name}的电话是多少"])))
        return out


def _bytes_breakdown(index: KeywordIndex) -> dict[str, int]:
    """Bytes by part, from sys.getsizeof (containers' own size, shared objects counted once)."""
    size = sys.getsizeof
    postings = sum(size(p) for p in index._postings)
    postings_used = sum(4 * len(p) for p in index._postings)
    vocab = (
        size(index._term)
        + sum(size(t) for t in index._term)
        + size(index._tokens)
        + size(index._postings)
        + sum(size(i) for i in index._term.values() if i > 256)  # cached small ints are free
    )
    per_doc = (
        size(index._slot)
        + sum(size(s) for s in index._slot.values() if s > 256)
        + size(index._ids)
        + size(index._doc_terms)
        + sum(size(b) for b in index._doc_terms)
        + index._length.nbytes
    )
    return {
        "postings": postings,
        "postings_payload": postings_used,
        "vocabulary": vocab,
        "per_memory_tables": per_doc,
    }


def _traced(build) -> tuple[Any, int]:
    """Run ``build()`` under tracemalloc; return its result and the bytes it still holds."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    result = build()
    gc.collect()
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return result, held


def _us(lat_s: list[float] | np.ndarray, q: float) -> float:
    return round(float(np.percentile(np.asarray(lat_s) * 1e6, q)), 1)


def measure(
    args: argparse.Namespace,
    ids: list[bytes],
    texts: list[str],
    queries: list[tuple[str, str]],
    cjk_unigrams: bool,
    first: bool,
) -> dict[str, Any]:
    """Build, search, update and weigh one index over the corpus. The RSS growth means
    something only for the ``first`` build of the process (later ones reuse freed heap)."""
    docs = len(texts)
    sample = texts[: min(docs, 20_000)]
    t0 = time.perf_counter()
    n_tokens = sum(len(tokens(t, cjk_unigrams=cjk_unigrams)) for t in sample)
    tokenize_us = (time.perf_counter() - t0) / len(sample) * 1e6

    gc.collect()
    rss0 = C.rss_bytes(os.getpid()).get("VmRSS", 0)
    index = KeywordIndex(cjk_unigrams=cjk_unigrams)
    t0 = time.perf_counter()
    for memory_id, text in zip(ids, texts, strict=True):
        index.add(memory_id, text)
    build_s = time.perf_counter() - t0
    gc.collect()
    rss_growth = C.rss_bytes(os.getpid()).get("VmRSS", 0) - rss0

    for _, q in queries[:50]:  # warm up
        index.search(q, args.k)
    lat: dict[str, list[float]] = {}
    hits: Counter[str] = Counter()
    for kind, q in queries:
        t0 = time.perf_counter()
        found = index.search(q, args.k)
        lat.setdefault(kind, []).append(time.perf_counter() - t0)
        hits[kind] += len(found)
    all_lat = [x for v in lat.values() for x in v]

    chosen = random.Random(args.seed + 1).sample(range(docs), min(args.updates, docs))
    t0 = time.perf_counter()
    for i in chosen:
        index.remove(ids[i])
        index.add(ids[i], texts[i])
    update_us = (time.perf_counter() - t0) / max(1, len(chosen)) * 1e6

    breakdown = _bytes_breakdown(index)
    vocabulary = index.vocabulary_size
    postings = sum(len(p) for p in index._postings)
    del index
    gc.collect()

    traced = None
    if not args.no_tracemalloc:

        def build() -> KeywordIndex:
            idx = KeywordIndex(cjk_unigrams=cjk_unigrams)
            for memory_id, text in zip(ids, texts, strict=True):
                idx.add(memory_id, text)
            return idx

        traced_index, traced = _traced(build)
        del traced_index
        gc.collect()

    def per_doc(x: int | None) -> float | None:
        return None if x is None else round(x / docs, 1)

    return {
        "cjk_unigrams": cjk_unigrams,
        "tokens_per_memory": round(n_tokens / len(sample), 1),
        "tokenize_us_per_memory": round(tokenize_us, 2),
        "add_per_s": round(docs / build_s),
        "build_s": round(build_s, 2),
        "search_us": {
            "all": {"n": len(all_lat), "p50": _us(all_lat, 50), "p99": _us(all_lat, 99)},
            **{
                kind: {
                    "n": len(v),
                    "p50": _us(v, 50),
                    "p99": _us(v, 99),
                    "mean_hits": round(hits[kind] / len(v), 2),
                }
                for kind, v in lat.items()
            },
        },
        "update_us": round(update_us, 1),
        "vocabulary": vocabulary,
        "postings_per_memory": round(postings / docs, 1),
        "bytes_per_memory": {
            "tracemalloc": per_doc(traced),
            "rss_growth": per_doc(rss_growth) if first else None,
            **{k: per_doc(v) for k, v in breakdown.items()},
        },
    }


def dict_of_dicts_bytes(texts: list[str]) -> float:
    """Bytes per memory of the same postings as dict[token, dict[doc, tf]] (tracemalloc)."""

    def build():
        postings: dict[str, dict[int, int]] = {}
        doc_terms: list[tuple[str, ...]] = []  # what a remove needs, as in KeywordIndex
        for n, text in enumerate(texts):
            counts = Counter(tokens(text))
            for tok, tf in counts.items():
                postings.setdefault(tok, {})[n] = tf
            doc_terms.append(tuple(counts))
        return postings, doc_terms

    built, held = _traced(build)
    del built
    gc.collect()
    return round(held / len(texts), 1)


def quality(seeds: int) -> list[dict[str, Any]]:
    """Question -> fact retrieval on bench/data/ku_templates.py, BM25 alone (a rough signal).

    Per language and seed, one pool: one fact per attribute (random value and phrasing) and
    every unrelated memory template once (fillers drawn at random); each attribute's
    paraphrased questions must find its fact (or the fact of an attribute that answers the same
    questions). MRR and recall@1/@5 over all questions and seeds.
    """
    path = C.BENCH_DIR / "data" / "ku_templates.py"
    spec = importlib.util.spec_from_file_location("ku_templates", path)
    if spec is None or spec.loader is None:
        return []
    data = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(data)
    rows = []
    for lang, unigrams in (("zh", False), ("zh", True), ("en", False)):
        rr, at1, at5 = [], [], []
        for seed in range(seeds):
            rng = random.Random(seed)
            index = KeywordIndex(cjk_unigrams=unigrams)
            for a in data.ATTRIBUTES:
                d = a[lang]
                index.add(
                    a["key"].encode(), rng.choice(d["facts"]).format(v=rng.choice(d["values"]))
                )
            for n, (_, template) in enumerate(data.GENERIC[lang]):
                fill = {k: rng.choice(v) for k, v in data.FILLERS[lang].items()}
                index.add(f"generic-{n}".encode(), template.format(**fill))
            for a in data.ATTRIBUTES:
                wanted = {a["key"].encode()} | {e.encode() for e in a.get("exclude", ())}
                for q in a[lang]["questions"] + a[lang]["now"]:
                    ranked = [i for i, _ in index.search(q, 50)]
                    rank = next((j + 1 for j, i in enumerate(ranked) if i in wanted), None)
                    rr.append(1 / rank if rank else 0.0)
                    at1.append(rank == 1)
                    at5.append(rank is not None and rank <= 5)
        rows.append(
            {
                "lang": lang,
                "tokens": "bigrams+unigrams"
                if unigrams
                else "bigrams"
                if lang == "zh"
                else "words",
                "questions": len(rr) // seeds,
                "memories": len(index),
                "mrr": round(sum(rr) / len(rr), 3),
                "recall@1": round(sum(at1) / len(at1), 3),
                "recall@5": round(sum(at5) / len(at5), 3),
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--docs", type=int, default=100_000)
    p.add_argument("--queries", type=int, default=1000)
    p.add_argument("--k", type=int, default=20)
    p.add_argument("--updates", type=int, default=5000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--modes",
        default="bigrams,unigrams",
        help="bigrams (the default index) and/or unigrams (cjk_unigrams=True)",
    )
    p.add_argument("--no-tracemalloc", action="store_true", help="skip the traced rebuilds")
    p.add_argument(
        "--compare-dict",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="also weigh dict[token, dict[doc, tf]] postings",
    )
    p.add_argument("--quality-seeds", type=int, default=5, help="0 skips the quality table")
    p.add_argument("--out-dir", default=None)
    args = p.parse_args(argv)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    unknown = set(modes) - {"bigrams", "unigrams"}
    if unknown:
        p.error(f"--modes: unknown {sorted(unknown)}; choose from bigrams, unigrams")

    corpus = Corpus(args.seed)
    texts, entities = [], []
    for _ in range(args.docs):
        text, entity = corpus.memory()
        texts.append(text)
        if entity is not None:
            entities.append(entity)
    ids = [random.Random(args.seed + n).randbytes(16) for n in range(args.docs)]
    queries = corpus.queries(texts, entities, args.queries)
    chars = np.array([len(t) for t in texts])
    print(
        f"{args.docs:,} memories, {chars.mean():.1f} chars on average (p10 "
        f"{np.percentile(chars, 10):.0f}, p90 {np.percentile(chars, 90):.0f}); "
        f"{len(entities):,} with an entity; {len(queries)} queries, k={args.k}",
        flush=True,
    )

    runs = {
        m: measure(args, ids, texts, queries, cjk_unigrams=m == "unigrams", first=i == 0)
        for i, m in enumerate(modes)
    }
    dict_bytes = dict_of_dicts_bytes(texts) if args.compare_dict else None

    def row(label: str, get) -> list[Any]:
        return [label] + [get(runs[m]) for m in modes]

    kinds = [k for k in runs[modes[0]]["search_us"] if k != "all"]
    rows = [
        row("add, memories/s", lambda r: r["add_per_s"]),
        row("tokenize alone, us/memory", lambda r: r["tokenize_us_per_memory"]),
        row("tokens/memory", lambda r: r["tokens_per_memory"]),
        row("search p50, us", lambda r: r["search_us"]["all"]["p50"]),
        row("search p99, us", lambda r: r["search_us"]["all"]["p99"]),
        *(
            row(
                f"  {kind} p50 / p99, us",
                lambda r, k=kind: "{p50} / {p99}".format(**r["search_us"][k]),
            )
            for kind in kinds
        ),
        row("update (remove+add), us", lambda r: r["update_us"]),
        row("bytes/memory, tracemalloc", lambda r: r["bytes_per_memory"]["tracemalloc"]),
        row("bytes/memory, RSS growth (1st build)", lambda r: r["bytes_per_memory"]["rss_growth"]),
        row("  postings", lambda r: r["bytes_per_memory"]["postings"]),
        row("  vocabulary", lambda r: r["bytes_per_memory"]["vocabulary"]),
        row("  per-memory tables", lambda r: r["bytes_per_memory"]["per_memory_tables"]),
        row("postings/memory", lambda r: r["postings_per_memory"]),
        row("distinct tokens", lambda r: r["vocabulary"]),
    ]
    if dict_bytes is not None:
        rows.append(["dict-of-dicts postings, bytes/memory", dict_bytes] + [""] * (len(modes) - 1))
    headers = ["KeywordIndex"] + [
        "cjk bigrams" if m == "bigrams" else "bigrams + unigrams" for m in modes
    ]
    C.print_table(headers, rows, title=f"keyword route, {args.docs:,} memories")

    quality_rows = quality(args.quality_seeds) if args.quality_seeds > 0 else []
    if quality_rows:
        C.print_table(
            ["lang", "tokens", "questions", "memories", "MRR", "recall@1", "recall@5"],
            [list(r.values()) for r in quality_rows],
            title=f"question -> fact, BM25 alone, ku_templates.py, {args.quality_seeds} seeds",
        )

    results = {
        "args": vars(args),
        "environment": C.environment(),
        "corpus": {
            "docs": args.docs,
            "mean_chars": round(float(chars.mean()), 1),
            "with_entity": len(entities),
            "queries": len(queries),
        },
        "runs": runs,
        "dict_of_dicts_bytes_per_memory": dict_bytes,
        "quality": quality_rows,
    }
    path = C.write_json(C.results_dir("keyword_micro", args.out_dir) / "results.json", results)
    print(f"\nresults: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
