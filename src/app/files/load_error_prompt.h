#pragma once
// The dialog for a file that cannot be opened: the io layer's message (file, line, field and
// what is wrong), and for files whose only fault is overlapping disks, a "Load Anyway" choice.

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace disklab {

enum class LoadErrorChoice { Cancel, LoadAnyway };

class LoadErrorPrompt {
    Q_DECLARE_TR_FUNCTIONS(disklab::LoadErrorPrompt)
public:
    /// Shows why `path` could not be opened. With `canLoadAnyway`, offers to load it with
    /// overlapping disks allowed. GUI thread; modal.
    static LoadErrorChoice show(QWidget* parent, const QString& path, const QString& message, bool canLoadAnyway);
};

} // namespace disklab
