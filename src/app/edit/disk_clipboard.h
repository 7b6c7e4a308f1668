#pragma once
// Copy and paste of disks through the system clipboard, as a native scenario file (JSON)
// holding just the copied disks, so they can also be pasted into a text editor and back.

#include "core/scenario.h"

#include <QList>

#include <optional>
#include <vector>

namespace disklab {

class DiskClipboard {
public:
    /// Puts disks `indices` of `scenario` on the clipboard (native JSON, also as plain text).
    /// Returns false if there is nothing to copy. GUI thread.
    static bool copy(const Scenario& scenario, const QList<int>& indices);
    /// The disks on the clipboard, if it holds a native scenario with at least one disk. GUI thread.
    static std::optional<std::vector<Disk>> paste();
};

} // namespace disklab
