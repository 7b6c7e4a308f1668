#pragma once
// File ▸ Open Example ▸ Browse Examples…: every shipped scenario with its thumbnail, title and
// the teacher-facing description of what to observe, under the heading of its lesson, the
// lessons in teaching order (example_lessons.h); the first lesson's first example is chosen.

#include <QDialog>

class QListWidget;

namespace disklab {

class ExampleBrowser : public QDialog {
    Q_OBJECT
public:
    /// Lists the scenarios in `directory` (loading each once for its picture). GUI thread.
    explicit ExampleBrowser(const QString& directory, QWidget* parent = nullptr);

    /// The chosen file after accept(); empty if none.
    QString chosenPath() const;
    QListWidget& list() { return *m_list; }

private:
    QListWidget* m_list;
};

} // namespace disklab
