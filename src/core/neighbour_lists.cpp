#include "core/neighbour_lists.h"

#include <algorithm>
#include <stdexcept>

namespace disklab {

void NeighbourLists::reset(std::size_t disks)
{
    if (disks > kMostDisks)
        throw std::invalid_argument("too many disks for neighbour lists");
    m_disks = disks;
    m_wordsPerDisk = 0;
    setLinesPerDisk(1);
}

void NeighbourLists::unlinkAll(std::int32_t disk)
{
    std::uint32_t* own = block(disk);
    const auto self = static_cast<std::uint32_t>(disk);
    const int owned = count(disk);
    for (int k = 0; k < owned; ++k) {
        const std::int32_t other = neighbour(own[kFirstEntryWord + k]);
        std::uint32_t* theirs = block(other);
        std::uint32_t* first = theirs + kFirstEntryWord;
        std::uint32_t* last = first + count(other) - 1;
        std::uint32_t* at = std::find_if(first, last, [&](std::uint32_t entry) { return (entry & kDiskMask) == self; });
        *at = *last;
        --theirs[kCountWord];
    }
    own[kCountWord] = 0;
}

void NeighbourLists::append(std::int32_t disk, std::uint32_t entry)
{
    if (count(disk) == capacity())
        setLinesPerDisk(2 * m_wordsPerDisk / kWordsPerLine);
    std::uint32_t* words = block(disk);
    words[kFirstEntryWord + count(disk)] = entry;
    words[kCountWord] += 1;
    if (image(entry) != kDirect)
        words[kCountWord] |= kWrapped;
}

void NeighbourLists::findWrapped()
{
    for (std::size_t d = 0; d < m_disks; ++d) {
        const auto disk = static_cast<std::int32_t>(d);
        std::uint32_t* words = block(disk);
        const std::uint32_t* first = words + kFirstEntryWord;
        const bool wrapped = std::any_of(first, first + count(disk), [](std::uint32_t entry) { return image(entry) != kDirect; });
        words[kCountWord] = static_cast<std::uint32_t>(count(disk)) | (wrapped ? kWrapped : 0);
    }
}

void NeighbourLists::setLinesPerDisk(std::size_t lines)
{
    std::vector<Line> grown(m_disks * lines, Line{});
    const std::size_t words = lines * kWordsPerLine;
    auto* to = reinterpret_cast<std::uint32_t*>(grown.data());
    for (std::size_t d = 0; d < m_disks && m_wordsPerDisk > 0; ++d) {
        const std::uint32_t* from = block(static_cast<std::int32_t>(d));
        std::copy_n(from, kFirstEntryWord + count(static_cast<std::int32_t>(d)), to + d * words);
    }
    m_lines.swap(grown);
    m_wordsPerDisk = words;
}

} // namespace disklab
