#pragma once
// Neighbour lists of a dense hard-disk gas, for the event-driven engine.
//
// Every disk owns a circular shell of radius skin / 2 around the point where its list was last
// made (its centre) and leaves it only through an event. Two disks are on each other's lists
// when their centres are closer than r_i + r_j + skin: disks that are not cannot touch before
// one of them leaves its shell and makes its list again. In a dense gas a disk rattles in the
// cage of its first neighbours for many collisions, so its events are mostly collisions, where
// cells of one diameter would cost a crossing every few collisions and a look at the nine cells
// around it for every prediction.
//
// Lists are symmetric. Each entry also says which periodic image the neighbour is seen through
// (a 3 x 3 image index, kDirect for none). A disk's centre, list length and entries share one
// 64-byte block, so a prediction in a large system waits for one line before it knows which
// neighbours to read; a list that outgrows its block doubles every disk's block. The length's
// word also says whether any entry was seen through a wrapped image since the list was last
// emptied: most disks of a periodic box are far from its edges, and their predictions then add
// no image's shift.

#include <cstdint>
#include <cstring>
#include <vector>

namespace disklab {

class NeighbourLists {
public:
    /// Everything, for a checkpoint (core/state_archive.h).
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive)
    {
        archive(self.m_disks), archive(self.m_wordsPerDisk), archive(self.m_lines);
    }
    static constexpr std::uint32_t kDirect = 4;
    /// Disks that fit the entry code (the image takes the top four bits).
    static constexpr std::size_t kMostDisks = std::size_t{1} << 28;

    struct Centre {
        double x, y;
    };

    /// n disks (at most kMostDisks), every list empty.
    void reset(std::size_t disks);

    Centre centre(std::int32_t disk) const
    {
        Centre c;
        std::memcpy(&c, block(disk), sizeof c);
        return c;
    }
    void setCentre(std::int32_t disk, Centre c) { std::memcpy(block(disk), &c, sizeof c); }

    int count(std::int32_t disk) const { return static_cast<int>(block(disk)[kCountWord] & ~kWrapped); }
    /// Whether every entry of a disk's list is seen directly (image kDirect). False may also
    /// mean that the entries seen through a wrapped image have all been taken off since.
    bool allDirect(std::int32_t disk) const { return (block(disk)[kCountWord] & kWrapped) == 0; }
    /// Works out allDirect() of every disk from its entries: for lists restored from a
    /// checkpoint written before the length's word said it.
    void findWrapped();
    /// The entries of a disk's list: neighbour(entry) and image(entry) tell them apart.
    const std::uint32_t* entries(std::int32_t disk) const { return block(disk) + kFirstEntryWord; }
    static std::int32_t neighbour(std::uint32_t entry) { return static_cast<std::int32_t>(entry & kDiskMask); }
    static std::uint32_t image(std::uint32_t entry) { return entry >> kImageShift; }

    /// Puts b on a's list, seen through `image`, and a on b's, seen through the opposite one.
    void link(std::int32_t a, std::int32_t b, std::uint32_t image)
    {
        append(a, static_cast<std::uint32_t>(b) | image << kImageShift);
        append(b, static_cast<std::uint32_t>(a) | (8 - image) << kImageShift);
    }

    /// Takes the disk off every list it is on and empties its own.
    void unlinkAll(std::int32_t disk);

    /// Asks memory for a disk's block ahead of use.
    void fetch(std::int32_t disk) const { __builtin_prefetch(block(disk)); }

private:
    static constexpr int kImageShift = 28;
    static constexpr std::uint32_t kDiskMask = (std::uint32_t{1} << kImageShift) - 1;
    static constexpr int kCountWord = 4;       // after the centre's two doubles
    static constexpr std::uint32_t kWrapped = std::uint32_t{1} << 31;  // in the count word
    static constexpr int kFirstEntryWord = 5;
    static constexpr int kWordsPerLine = 16;
    struct alignas(64) Line {
        std::uint32_t word[kWordsPerLine];
    };

    std::uint32_t* block(std::int32_t disk)
    {
        return reinterpret_cast<std::uint32_t*>(m_lines.data()) + static_cast<std::size_t>(disk) * m_wordsPerDisk;
    }
    const std::uint32_t* block(std::int32_t disk) const
    {
        return reinterpret_cast<const std::uint32_t*>(m_lines.data()) + static_cast<std::size_t>(disk) * m_wordsPerDisk;
    }
    int capacity() const { return static_cast<int>(m_wordsPerDisk) - kFirstEntryWord; }
    void append(std::int32_t disk, std::uint32_t entry);
    void setLinesPerDisk(std::size_t lines);

    std::size_t m_disks = 0;
    std::size_t m_wordsPerDisk = 0;
    std::vector<Line> m_lines;
};

} // namespace disklab
