"""One attribute vocabulary: the phrase forms (which attribute a statement gives or a question
asks) and the words (which attribute two texts share, for the judge) live in one lexicon,
memoryd.core.text.attribute_lexicon, with one namespace of ids; and one text is analysed once."""

from __future__ import annotations

from memoryd.core.text import analysis
from memoryd.core.text.attribute_lexicon import ATTRIBUTE_WORDS, ATTRIBUTES

# Ids in one table only, each on purpose. An attribute added to one table lands here and
# fails the test until it is added to the other table or listed with its reason.
WORDS_ONLY = {
    # the judge compares values of these, no question asks for them by phrase yet
    "doctor", "editor", "favorite", "height", "hotel", "language", "parking", "price",
    "savings", "weight",
}  # fmt: skip
FORMS_ONLY = {
    # asked and stated by phrase; the judge reads them as topics (lexicon.TOPICS) or values
    "allergy", "bedtime", "code_language", "coffee", "cuisine", "diet", "password", "trip",
    "workout",
}  # fmt: skip


def test_the_two_forms_of_the_vocabulary_share_their_ids() -> None:
    assert set(ATTRIBUTE_WORDS) - set(ATTRIBUTES) == WORDS_ONLY
    assert set(ATTRIBUTES) - set(ATTRIBUTE_WORDS) == FORMS_ONLY
    assert len(set(ATTRIBUTES) & set(ATTRIBUTE_WORDS)) == 21


def test_a_text_is_analysed_once_per_prefix_that_is_read() -> None:
    text = "I moved to Lyon in May. " * 200  # longer than what the analysis reads
    first = analysis.analyse(text)
    assert analysis.analyse(text) is first
    assert analysis.analyse(text[: analysis.MAX_CHARS] + "and more") is first
    assert analysis.changed_attribute(text) == "residence"
