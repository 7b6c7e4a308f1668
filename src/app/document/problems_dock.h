#pragma once
// Lists what is wrong with the edited scenario (overlapping disks, disks outside the box,
// walls that crush disks); clicking a line selects the disks it names. A button separates
// overlapping disks.

#include <QDockWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace disklab {

class ScenarioDocument;
class ScenarioValidity;

class ProblemsDock : public QDockWidget {
    Q_OBJECT
public:
    ProblemsDock(ScenarioDocument& document, const ScenarioValidity& validity, QWidget* parent = nullptr);

    QListWidget& list() { return *m_list; }

signals:
    void separateOverlapsRequested();

private:
    void refresh();

    ScenarioDocument& m_document;
    const ScenarioValidity& m_validity;
    QLabel* m_summary;
    QListWidget* m_list;
    QPushButton* m_separate;
};

} // namespace disklab
