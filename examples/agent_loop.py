"""An agent loop with memoryd, the pattern the design calls for, runnable without an LLM.

For each user message:

1. ``build_context`` before the model call: what memoryd knows that matters for this message
   (long-term memories, the session's summary and recent turns), injected near the END of the
   system prompt, where models weigh it most, just before the conversation;
2. the model call (here a scripted model stands in: no network, deterministic);
3. ``append_turn`` for the user's message and the reply (the session's short-term buffer);
4. ``extract_and_remember`` (Remember with extract=true) of the user's message, started as a
   background task so the reply is never delayed by a write; it is awaited before the next
   turn's context (in a real agent the user's typing time covers it);
5. a "forget that ..." request is honoured: the memory it points at is found with ``recall`` and
   erased with ``forget``, and the model is told it was.

Run it against a server (``make serve`` in another terminal)::

    python examples/agent_loop.py --target 127.0.0.1:50051
"""

from __future__ import annotations

import argparse
import asyncio
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field

from memoryd.client import AsyncMemoryClient, RememberResult, Scope

SYSTEM_PROMPT = "You are a helpful assistant. Be brief and use what you know about the user."
CONTEXT_INTRO = "What you remember about this user (use it if relevant, never recite it):"
FORGET_RE = re.compile(r"^\s*(?:please\s+)?forget\s+(?:that\s+)?(?P<what>.+?)[.!]?\s*$", re.I)

# (session, user message): the second session is "the next day", so what the assistant knows
# there comes from long-term memory only, not from the first session's transcript.
SCRIPT = (
    ("monday", "Hi! I'm allergic to peanuts."),
    ("monday", "By the way, I live in Lyon."),
    ("monday", "Forget that I live in Lyon."),
    ("tuesday", "Can you suggest a snack? Mind my allergies."),
    ("tuesday", "Where do I live?"),
)


class ScriptedModel:
    """Stands in for an LLM: answers from the system prompt it is given, by simple rules.

    Like a real model, it knows only what the prompt says: a fact memoryd did not put into the
    context is a fact it does not know.
    """

    def reply(self, system_prompt: str, user_message: str) -> str:
        """Return the reply to ``user_message`` given ``system_prompt``."""
        _, _, known = system_prompt.lower().partition(CONTEXT_INTRO.lower())
        message = user_message.lower()
        if "snack" in message:
            if "peanut" in known:
                return "Since you're allergic to peanuts, how about apple slices with cheese?"
            return "How about a handful of peanuts?"
        if "where do i live" in message:
            if "lyon" in known:
                return "You live in Lyon."
            return "I don't know where you live."
        if message.startswith("[forgotten]"):
            return "Done: I've forgotten that."
        return "Noted, thanks!"


@dataclass
class Exchange:
    """One turn of the loop, for the caller to inspect."""

    session: str
    user: str
    system_prompt: str
    reply: str
    forgotten_ids: list[str] = field(default_factory=list)


def system_prompt_with(context: str) -> str:
    """Return the system prompt with the memory context near its end."""
    if not context.strip():
        return SYSTEM_PROMPT
    return f"{SYSTEM_PROMPT}\n\n{CONTEXT_INTRO}\n{context.strip()}\n\nNow answer the user."


async def run_agent_loop(
    target: str, script: Sequence[tuple[str, str]] = SCRIPT, user_id: str | None = None
) -> list[Exchange]:
    """Return the exchanges of a scripted conversation, ``(session id, user message)`` pairs,
    run against the memoryd at ``target`` (a new user each run unless ``user_id`` is given)."""
    user_id = user_id or f"demo-{uuid.uuid4().hex[:8]}"
    model = ScriptedModel()
    exchanges: list[Exchange] = []
    pending: list[asyncio.Task[list[RememberResult]]] = []
    async with AsyncMemoryClient(target, timeout=30) as memory:
        for session, message in script:
            scope = Scope(user_id, "assistant", session)
            # Writes from the previous turn land before this turn's context is built.
            await asyncio.gather(*pending)
            pending.clear()

            forgotten: list[str] = []
            asked = FORGET_RE.match(message)
            if asked:
                # "forget that ...": find the memory it points at, erase it for real.
                hits = await memory.recall(scope, asked["what"], top_k=1)
                if hits:
                    forgotten = await memory.forget(scope, [hits[0].memory.id])
                prompt, reply = SYSTEM_PROMPT, model.reply(SYSTEM_PROMPT, "[forgotten]")
            else:
                context = await memory.build_context(scope, message, token_budget=600)
                prompt = system_prompt_with(context.text)
                reply = model.reply(prompt, message)

            await memory.append_turn(scope, "user", message)
            await memory.append_turn(scope, "assistant", reply)
            if not asked:  # a request to forget is not a fact to remember
                pending.append(asyncio.create_task(memory.extract_and_remember(scope, message)))
            exchanges.append(Exchange(session, message, prompt, reply, forgotten))
        await asyncio.gather(*pending)
    return exchanges


def main(argv: Sequence[str] | None = None) -> int:
    """Run the scripted conversation and print it; return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--target", default="127.0.0.1:50051", help="memoryd address")
    args = parser.parse_args(argv)
    for exchange in asyncio.run(run_agent_loop(args.target)):
        print(f"[{exchange.session}] user: {exchange.user}")
        print(f"{' ' * len(exchange.session)}   assistant: {exchange.reply}")
        if exchange.forgotten_ids:
            print(f"{' ' * len(exchange.session)}   (forgot {', '.join(exchange.forgotten_ids)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
