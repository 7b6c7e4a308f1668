#include "app/files/scenario_library_actions.h"

#include "app/document/scenario_document.h"
#include "app/files/example_browser.h"
#include "app/files/file_controller.h"
#include "app/files/generator_dialog.h"
#include "app/platform/app_paths.h"

#include <QAction>
#include <QMenu>

namespace disklab {

ScenarioLibraryActions::ScenarioLibraryActions(ScenarioDocument& document, FileController& files, QWidget* dialogParent)
    : QObject(dialogParent), m_document(document), m_files(files), m_dialogParent(dialogParent)
{
    newFromGenerator = new QAction(tr("New from &Generator…"), this);
    newFromGenerator->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    newFromGenerator->setStatusTip(tr("Build a gas, lattice, billiards rack, diffusion, piston, … from parameters"));
    browseExamples = new QAction(tr("&Browse Examples…"), this);
    browseExamples->setStatusTip(tr("The shipped scenarios with pictures and what to observe"));
    connect(newFromGenerator, &QAction::triggered, this, [this] { generate(); });
    connect(browseExamples, &QAction::triggered, this, &ScenarioLibraryActions::browse);
}

void ScenarioLibraryActions::addToFileMenu(QMenu* fileMenu, QAction* newAction)
{
    const QList<QAction*> actions = fileMenu->actions();
    const qsizetype at = actions.indexOf(newAction);
    fileMenu->insertAction(at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr, newFromGenerator);
}

void ScenarioLibraryActions::addToExamplesMenu(QMenu* examplesMenu)
{
    const QList<QAction*> actions = examplesMenu->actions();
    QAction* first = actions.isEmpty() ? nullptr : actions.first();
    examplesMenu->insertAction(first, browseExamples);
    // The examples start with a lesson's heading, itself a separator with a title: a menu
    // collapses two separators in a row, which would drop the heading.
    if (!first || !first->isSeparator())
        examplesMenu->insertSeparator(first);
}

void ScenarioLibraryActions::generate(const QString& kind)
{
    GeneratorDialog dialog(m_dialogParent);
    if (!kind.isEmpty())
        dialog.setKind(kind);
    if (dialog.exec() != QDialog::Accepted || !dialog.result() || !m_files.maybeSave())
        return;
    const Scenario& scenario = *dialog.result();
    // Not saved anywhere yet: modified, named after its title.
    m_document.replace(scenario, QString(), QString::fromStdString(scenario.title), true);
}

void ScenarioLibraryActions::browse()
{
    ExampleBrowser browser(scenariosDirectory(), m_dialogParent);
    if (browser.exec() == QDialog::Accepted && !browser.chosenPath().isEmpty())
        m_files.openWithPrompt(browser.chosenPath());
}

} // namespace disklab
