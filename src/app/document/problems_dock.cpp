#include "app/document/problems_dock.h"

#include "app/document/scenario_document.h"
#include "app/document/scenario_validity.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace disklab {

ProblemsDock::ProblemsDock(ScenarioDocument& document, const ScenarioValidity& validity, QWidget* parent)
    : QDockWidget(tr("Problems"), parent),
      m_document(document),
      m_validity(validity),
      m_summary(new QLabel),
      m_list(new QListWidget),
      m_separate(new QPushButton(tr("Separate Overlaps")))
{
    setObjectName(QStringLiteral("problemsDock"));
    m_summary->setWordWrap(true);
    m_separate->setToolTip(tr("Move overlapping disks apart, each as little as possible (one undo step)"));
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_list);
    layout->addWidget(m_separate);
    setWidget(content);

    connect(m_separate, &QPushButton::clicked, this, &ProblemsDock::separateOverlapsRequested);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || std::size_t(row) >= m_validity.problems().size())
            return;
        const ScenarioProblem& p = m_validity.problems()[std::size_t(row)];
        QList<int> disks;
        if (p.disk >= 0)
            disks.append(p.disk);
        if (p.otherDisk >= 0)
            disks.append(p.otherDisk);
        if (!disks.isEmpty())
            m_document.setSelection(disks);
    });
    connect(&validity, &ScenarioValidity::changed, this, &ProblemsDock::refresh);
    refresh();
}

void ProblemsDock::refresh()
{
    m_list->clear();
    for (const ScenarioProblem& p : m_validity.problems())
        m_list->addItem(ScenarioValidity::describe(p));
    const std::size_t count = m_validity.problems().size();
    m_summary->setText(count == 0 ? tr("No problems: the scenario can run.")
                                  : tr("%n problem(s); the simulation will not start until they are fixed.", nullptr,
                                       int(count)));
    m_separate->setEnabled(m_validity.hasOverlaps());
}

} // namespace disklab
