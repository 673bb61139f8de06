"""Recall, by stage: plan (RecallPlan: what a query decides), routes (where candidates come
from, merged), candidates (struct of arrays, and which the plan may show), versions (replaced
versions stand for their current one), ranking and fusion/weights (one score), consistency,
the cache, the pipeline that runs them (Recaller), and filters, explanation and the user pool."""
