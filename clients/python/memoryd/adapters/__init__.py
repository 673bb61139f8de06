"""memoryd.adapters: memoryd behind the interfaces of agent frameworks.

Each module needs its framework, installed with the client's extra of the same name:

- ``memoryd.adapters.langgraph``: :class:`MemorydStore`, a LangGraph ``BaseStore``
  (``pip install 'memoryd-client[langgraph]'``);
- ``memoryd.adapters.langchain``: :class:`MemorydChatMessageHistory` (a
  ``BaseChatMessageHistory`` on the session's turn buffer) and :class:`MemorydRetriever` (a
  ``BaseRetriever`` on Recall) (``memoryd-client[langchain]``);
- ``memoryd.adapters.openai_agents``: :func:`memory_tools` (remember, recall, forget) for an
  OpenAI Agents SDK ``Agent``, and :class:`MemorydSession`, its ``Session`` on the turn buffer
  (``memoryd-client[openai-agents]``);
- ``memoryd.adapters.llamaindex``: :class:`MemorydChatStore` (a ``BaseChatStore`` on the turn
  buffer) and :class:`MemorydMemoryBlock` (a long-term block of LlamaIndex's ``Memory`` on
  Remember and Recall) (``memoryd-client[llamaindex]``).

Nothing here is imported by ``memoryd.client``: the base client stays small.
"""
