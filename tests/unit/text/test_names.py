"""Named people in Chinese text (memoryd.core.text.names): a name is found with its surname, and
words that only start with a surname character are not names. (Moved from the judge's tests,
which use it to tell two people's facts apart.)"""

from __future__ import annotations

import pytest

from memoryd.core.text.names import zh_names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("上周二高洁在杭州的江边跑了13公里。", ["高洁"]),
        ("张伟更喜欢绿茶", ["张伟"]),
        ("和徐明讨论招聘计划的会议改到周四", ["徐明"]),
        ("项目的预算由陈静批准。", ["陈静"]),
        ("周杰周末喜欢摄影", ["周杰"]),
        ("高洁明天去上海。", ["高洁"]),
        ("王小明说他会来。", ["王小明"]),
        ("欧阳娜娜在北京。", ["欧阳娜娜"]),
        ("我和小王周一去吃了火锅。", ["小王"]),
        ("我同事高洁说周五开会。", ["高洁"]),
        # words that start with a surname character are not names
        ("周会在每周一上午十点。", []),
        ("我最喜欢的颜色是蓝色。", []),
        ("我的车是一辆白色的特斯拉。", []),
        ("我已经从阿里离职，去了腾讯。", []),
        ("马桶坏了。", []),
        ("石榴汁很好喝。", []),
        ("我工作日闹钟定在早上七点。", []),
        ("地址更新一下：武侯区人民南路16号。", []),
        ("一张桌子。", []),
    ],
)
def test_chinese_names(text: str, names: list[str]) -> None:
    assert [name for _, _, name in zh_names(text)] == names
