#include "report/page_breaks.h"

#include "report/printed_pages.h"

#include <QTextCursor>
#include <QTextTable>

#include <optional>

namespace disklab {
namespace {

/// The page of the first line of `block`; nothing for a block with no line.
std::optional<int> firstPage(const QTextDocument& document, const QTextBlock& block)
{
    const std::optional<BlockPages> pages = pagesOfBlock(document, block);
    return pages ? std::optional(pages->first) : std::nullopt;
}

/// The page of the nearest line after `block` (or before it); nothing when there is none.
std::optional<int> neighbourPage(const QTextDocument& document, QTextBlock block, bool after)
{
    const auto step = [after](const QTextBlock& b) { return after ? b.next() : b.previous(); };
    for (block = step(block); block.isValid(); block = step(block))
        if (const std::optional<int> page = firstPage(document, block))
            return page;
    return std::nullopt;
}

/// True when `block` is a heading whose next line lies on a later page.
bool leftAlone(const QTextDocument& document, const QTextBlock& block)
{
    if (block.blockFormat().headingLevel() == 0)
        return false;
    const std::optional<int> own = firstPage(document, block);
    const std::optional<int> next = neighbourPage(document, block, /* after */ true);
    return own && next && *next > *own;
}

/// The table `block` is in; none for a block outside tables.
QTextTable* tableOf(const QTextDocument& document, const QTextBlock& block)
{
    return qobject_cast<QTextTable*>(document.frameAt(block.position()));
}

/// True when `block` is in a table and its lines end on a later page than its cell begins (a
/// cell of several paragraphs splits between blocks as well as inside one).
bool split(const QTextDocument& document, const QTextBlock& block)
{
    const QTextTable* table = tableOf(document, block);
    const std::optional<BlockPages> pages = table ? pagesOfBlock(document, block) : std::nullopt;
    if (!pages)
        return false;
    const QTextBlock cellStart = document.findBlock(table->cellAt(block.position()).firstPosition());
    return pages->last > firstPage(document, cellStart).value_or(pages->first);
}

/// True when a line before `block` lies on the page of `block`'s first line: a break before it
/// would move something.
bool belowAnotherLine(const QTextDocument& document, const QTextBlock& block)
{
    const std::optional<int> own = firstPage(document, block);
    return own && neighbourPage(document, block, /* after */ false) == own;
}

/// Lays out again all that follows `position`: the layout redoes only the block whose format
/// changed, and would leave what follows where it was, some of it undrawn.
void layOutAgainFrom(QTextDocument& document, int position)
{
    document.markContentsDirty(position, document.characterCount() - position);
}

void breakBefore(QTextDocument& document, const QTextBlock& block)
{
    QTextBlockFormat format;
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor(block).mergeBlockFormat(format);
    layOutAgainFrom(document, block.position());
}

/// Starts the split figure `block` is in on the next page, with the heading before it if any.
void breakBeforeFigure(QTextDocument& document, const QTextBlock& block)
{
    QTextTable* table = tableOf(document, block);
    const QTextBlock before = document.findBlock(table->firstPosition()).previous();
    if (before.isValid() && before.blockFormat().headingLevel() > 0) {
        if (belowAnotherLine(document, before))
            breakBefore(document, before);
        return;
    }
    if (!belowAnotherLine(document, document.findBlock(table->firstPosition())))
        return;
    QTextTableFormat format = table->format();
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    table->setFormat(format);
    layOutAgainFrom(document, table->firstPosition());
}

/// The numbers of the blocks for which `holds` is true, in document order.
std::vector<int> blocksWhere(const QTextDocument& document, bool (*holds)(const QTextDocument&, const QTextBlock&))
{
    std::vector<int> numbers;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        if (holds(document, block))
            numbers.push_back(block.blockNumber());
    return numbers;
}

} // namespace

std::vector<int> headingsLeftAlone(const QTextDocument& document)
{
    return blocksWhere(document, leftAlone);
}

std::vector<int> figuresSplit(const QTextDocument& document)
{
    return blocksWhere(document, split);
}

void breakPagesBeforeHeadingsAndFigures(QTextDocument& document)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (leftAlone(document, block) && belowAnotherLine(document, block))
            breakBefore(document, block);
        else if (split(document, block))
            breakBeforeFigure(document, block);
    }
}

} // namespace disklab
