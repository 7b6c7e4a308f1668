#!/usr/bin/env python3
"""The guides name only what exists: files, scenarios, docks and menu entries.

For each guide below it checks
  - files: every relative link, and every path in `backticks` under a folder of the repository
    (scenarios/, docs/, scripts/, tests/, ...), exists; a bare `NAME.json` in backticks is a
    shipped scenario (scenarios/NAME.json) unless the same guide writes it itself
    (`-o NAME.json`, `--save-state NAME.json`);
  - menus: every path written with ▸ ("View ▸ Lesson Mode", "帮助 ▸ 教师指南") is made of the
    interface's own words, the <source> texts of translations/disklab_<lang>.ts for the English
    guides and their translations for the others (compared without Qt's '&' mnemonics and a
    trailing '…', ':'), or example titles; after a menu of the menu bar comes one of the menus'
    own entries or a dock; the rows of a menu table name menu entries;
  - docks: "the X dock", "**X** 停靠窗口", "「X」ドック" and the first column of a table of docks
    name docks whose title is in src/app (QDockWidget(tr("X")) or ChartDock(tr("X"))).
A failure is printed as file:line: what is named and why it is not found.

    python3 tests/docs/guides_name_what_exists.py [ROOT] [GUIDE ...]
"""

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
GUIDES = {"README.md": "en", "docs/user-guide.md": "en", "docs/teacher-guide.md": "en",
          "docs/teacher-guide.zh_CN.md": "zh_CN", "docs/teacher-guide.ja.md": "ja",
          "docs/quick-start.zh_CN.md": "zh_CN", "docs/quick-start.ja.md": "ja"}
if len(sys.argv) > 2:  # the guides to check, e.g. a copy with a fake entry
    GUIDES = {guide: ("zh_CN" if ".zh_CN." in guide else "ja" if ".ja." in guide else "en")
              for guide in sys.argv[2:]}

# Words a menu path may use that are not DiskLab's interface strings, each with its reason.
EXCEPTIONS = {
    "English": "the language menu names each language in its own script (language_choice.cpp)",
    "简体中文": "the same",
    "日本語": "the same",
}
# The contexts of the .ts files whose strings are entries of the menu bar's menus.
MENU_CONTEXTS = {"disklab::MainActions", "disklab::EditActions", "disklab::ScenarioLibraryActions",
                 "disklab::RecentFiles", "disklab::LanguageChoice", "disklab::MainWindow", "disklab::UnitsMenu"}


def bare(text):
    """An interface string as a guide writes it: no mnemonic, no trailing '…' or ':'."""
    text = re.sub(r"[(（]&.[)）]", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return re.sub(r"(…|\.\.\.|:|：)$", "", text.strip()).strip()


def interface_strings(lang):
    """All strings, and the menus' strings, of the interface in `lang`."""
    strings, menu = set(EXCEPTIONS), set(EXCEPTIONS)
    for context in ET.parse(ROOT / "translations" / "disklab_zh_CN.ts" if lang == "en" else
                            ROOT / "translations" / f"disklab_{lang}.ts").getroot():
        name = context.findtext("name")
        for message in context.iter("message"):
            text = message.findtext("source") if lang == "en" else message.findtext("translation")
            if text:
                strings.add(bare(text))
                if message.findtext("source").startswith("DiskLab: "):  # a window's title
                    menu.add(bare(re.sub(r"^DiskLab[:：]\s*", "", text)))
                if name in MENU_CONTEXTS:
                    menu.add(bare(text))
    for scenario in (ROOT / "scenarios").glob("*.json"):  # File ▸ Open Example ▸ TITLE
        data = json.loads(scenario.read_text(encoding="utf-8"))
        title = data.get("title") if lang == "en" else data.get("translations", {}).get(lang, {}).get("title")
        if title:
            strings.add(title)
            menu.add(title)
    return strings, menu


def dock_titles():
    """English dock title -> its translation, per language."""
    titles = set()
    for source in (ROOT / "src" / "app").rglob("*.cpp"):
        titles |= set(re.findall(r'(?:QDockWidget|ChartDock)\(tr\("([^"]+)"\)', source.read_text(encoding="utf-8")))
    docks = {"en": titles}
    for lang in ("zh_CN", "ja"):
        docks[lang] = {bare(m.findtext("translation")) for m in
                       ET.parse(ROOT / "translations" / f"disklab_{lang}.ts").getroot().iter("message")
                       if m.findtext("source") in titles}
    return docks


def menu_titles(lang, strings_by_source):
    sources = set()
    for source in (ROOT / "src" / "app").rglob("*.cpp"):
        text = source.read_text(encoding="utf-8")
        sources |= set(re.findall(r'(?:addMenu|QMenu)\(tr\("([^"]+)"\)', text))
    return {bare(strings_by_source.get(s, s)) if lang != "en" else bare(s) for s in sources}


def translations_by_source(lang):
    if lang == "en":
        return {}
    return {m.findtext("source"): m.findtext("translation")
            for m in ET.parse(ROOT / "translations" / f"disklab_{lang}.ts").getroot().iter("message")}


LETTER = re.compile(r"[A-Za-z0-9]")


def longest(words, text, at_end):
    """The longest of `words` that `text` ends (or starts) with, whole words only."""
    best = None
    for word in words:
        if not word or len(word) > len(text) or (best and len(word) <= len(best)):
            continue
        if at_end and text.endswith(word):
            before = text[-len(word) - 1] if len(text) > len(word) else " "
            if not (LETTER.match(before) and LETTER.match(word[0])):
                best = word
        elif not at_end and text.startswith(word):
            after = text[len(word)] if len(text) > len(word) else " "
            if not (LETTER.match(after) and LETTER.match(word[-1])):
                best = word
    return best


OPEN = {"**": "**", "「": "」", "“": "”"}  # marks around a path, and their closers
OPEN_MARK = re.compile(r"\*\*|「|“")


def menu_paths(line, previous, following):
    """The paths written with ▸ on a line: (marked, [root, entry, ...]), each name as written."""
    pos = 0
    while (first := line.find("▸", pos)) != -1:
        before = (previous + " " if pos == 0 else "") + line[pos:first]
        # Inside **...**, 「...」 or “...” the path is the whole marked text.
        openers = [(before.rfind(o), o) for o in OPEN if (before.count("**") % 2 if o == "**" else
                                                         before.rfind(o) > before.rfind(OPEN[o]))]
        if openers:
            start, opener = max(openers)
            rest = line[first:] + " " + following
            end = rest.find(OPEN[opener])
            end = len(rest) if end < 0 else end
            yield True, [before[start + len(opener):]] + rest[1:end].split("▸")
            pos = first + end + len(OPEN[opener])
            continue
        names, here = [before], first
        while True:  # unmarked: the names between two ▸ are whole, the last is read as far as it goes
            following_mark = line.find("▸", here + 1)
            segment = line[here + 1:following_mark] if following_mark != -1 else line[here + 1:] + " " + following
            if following_mark != -1 and len(segment) < 40 and not OPEN_MARK.search(segment):
                names.append(segment)
                here = following_mark
                continue
            names.append(segment)
            break
        yield False, names
        pos = here + 1


def path_problem(marked, names, vocab):
    """Why a path written with ▸ names no menu entry, or None."""
    strings, menu, tops, docks = vocab
    root = bare(names[0].strip("*「“ ")) if marked else longest(strings, names[0].rstrip(), at_end=True)
    if not root or root not in strings:
        return f"'{names[0].strip()[-30:]} ▸' does not end with a menu, dock or interface string"
    path = [root] + [bare(name.strip("*「」“” ")) for name in names[1:-1]]
    last = names[-1].strip("*「」“” ") if marked else names[-1].strip().lstrip("*「“")
    if last and last[0] not in "(（)）,.;:，。；：、":  # "File ▸ Open Example ▸ (by title)" names a submenu
        path.append(bare(last) if marked else (longest(strings, last, at_end=False) or last[:30]))
    for index, name in enumerate(path):
        if name not in strings:
            return f"'{' ▸ '.join(path[:index + 1])}': '{name}' is no string of the interface"
        if index == 1 and path[0] in tops and name not in menu and name not in docks:
            return f"'{path[0]} ▸ {name}': '{name}' is no entry of a menu"
    return None


def check_menu_paths(lines, vocab, english, problems, where):
    for number, line in enumerate(lines, 1):
        previous = lines[number - 2] if number > 1 else ""
        following = lines[number] if number < len(lines) else ""
        for marked, names in menu_paths(line, previous, following):
            problem = path_problem(marked, names, vocab)
            # A translated guide may quote the English interface, e.g. "（File ▸ Open Example ▸）".
            if problem and english and not path_problem(marked, names, english):
                problem = None
            if problem:
                problems.append(f"{where}:{number}: {problem}")


def check_menu_tables(lines, menu, problems, where):
    """| menu | command | shortcut | (English) and | 操作（**模拟** 菜单） | tables: each command exists."""
    in_table = False
    for number, line in enumerate(lines, 1):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("|") else None
        if not cells:
            in_table = False
            continue
        if cells[0] == "menu" or re.search(r"\*\*\S+\*\* ?(菜单|メニュー)", cells[0]):
            in_table, column = True, (1 if cells[0] == "menu" else 0)
            continue
        if not in_table or set(cells[0]) <= set("-:"):
            continue
        cell = cells[column]
        if column == 1:
            cell = re.sub(r"\([^)]*\)", "", cell).split(":")[0].split("▸")[0]
            items = re.split(r" / |, ", cell)
        else:
            items = re.findall(r"\*\*([^*]+)\*\*", cell)
        for item in items:
            if bare(item) and bare(item) not in menu:
                problems.append(f"{where}:{number}: menu entry '{bare(item)}' is not in a menu")


def check_docks(text, lang, docks, windows, problems, where):
    patterns = {"en": r"\b[Tt]he ((?:[A-Z][\w-]*(?:\s+and\s+|\s+))+)docks?\b",
                "zh_CN": r"\*\*([^*\n]+)\*\* ?停靠窗口", "ja": r"(?:「([^」\n]+)」|\*\*([^*\n]+)\*\*) ?ドック"}
    for match in re.finditer(patterns[lang], text):
        for name in re.split(r"\s+and\s+", " ".join(g for g in match.groups() if g).strip()):
            name = " ".join(name.split())
            if name not in docks:
                problems.append(f"{where}:{text.count(chr(10), 0, match.start()) + 1}: dock '{name}' is no dock of DiskLab")
    # Tables whose first header cell names docks: each name in the first column is a dock (or,
    # where the header says "or window", a window the menus open).
    table = None
    for number, line in enumerate(text.splitlines(), 1):
        first = line.strip().strip("|").split("|")[0].strip() if line.startswith("|") else None
        if first is None:
            table = None
        elif re.search(r"^(dock|停靠窗口|ドック)", first):
            table = "or" in first or "或" in first or "または" in first
        elif table is not None and not set(first) <= set("-:"):
            for name in re.split(r", |、|，", re.sub(r"[（(][^)）]*[)）]", "", first)):
                if name.strip() not in docks and not (table and name.strip() in windows):
                    problems.append(f"{where}:{number}: dock '{name.strip()}' in the table of docks is no dock of DiskLab")


FOLDERS = r"(?<![\w./-])(scenarios|docs|scripts|tests|src|resources|translations|ui|cmake)/"


def check_files(text, guide, problems):
    folder = (ROOT / guide).parent
    # The reader's own files: what the guide's commands write, what it has saved with Save As,
    # or what it says a command makes.
    made = {name for names in re.findall(r"(?:-o|--save-state|>|Save As…|另存为…|名前を付けて保存…)[^`]{0,20}?`?"
                                           r"([\w.-]+\.json)|`([\w.-]+\.json)` is `disklab-cli", text)
            for name in names}
    # Commands in ``` blocks: the repository's files they name exist.
    fenced = re.compile(r"^```.*?^```", re.S | re.M)
    for block in fenced.finditer(text):
        for word in re.finditer(FOLDERS + r"[\w./-]+", block.group()):
            if not (ROOT / word.group().rstrip(".")).exists():
                number = text.count("\n", 0, block.start() + word.start()) + 1
                problems.append(f"{guide}:{number}: file '{word.group()}' does not exist")
    text = fenced.sub(lambda block: "\n" * block.group().count("\n"), text)
    for match in re.finditer(r"\[[^\]]*\]\(([^)\s]+)\)|`([^`]+)`", text):
        number = text.count("\n", 0, match.start()) + 1
        if match.group(1):
            target = match.group(1).split("#")[0]
            if target and not re.match(r"[a-z]+:", target) and not (folder / target).exists():
                problems.append(f"{guide}:{number}: link '{target}' does not exist")
            continue
        for word in match.group(2).split():
            word = word.rstrip(".,;:)")
            if re.match(FOLDERS, word):
                if not (ROOT / word).exists():
                    problems.append(f"{guide}:{number}: file '{word}' does not exist")
            elif re.fullmatch(r"[\w-]+\.json", word) and word not in made and not (ROOT / "scenarios" / word).exists():
                problems.append(f"{guide}:{number}: scenario '{word}' is not in scenarios/")


def main():
    docks = dock_titles()
    problems = []
    english_strings, english_menu = interface_strings("en")
    english = (english_strings, english_menu, menu_titles("en", {}), docks["en"])
    for guide, lang in GUIDES.items():
        strings, menu = interface_strings(lang)
        tops = menu_titles(lang, translations_by_source(lang))
        text = (ROOT / guide).read_text(encoding="utf-8")
        lines = text.splitlines()
        check_files(text, guide, problems)
        vocab = (strings, menu, tops, docks[lang])
        check_menu_paths(lines, vocab, english if lang != "en" else None, problems, guide)
        check_menu_tables(lines, menu | docks[lang], problems, guide)
        check_docks(text, lang, docks[lang], menu, problems, guide)
    for problem in problems:
        print(problem)
    print(f"{len(problems)} names in {len(GUIDES)} guides that DiskLab does not have" if problems
          else f"the {len(GUIDES)} guides name only what exists")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
