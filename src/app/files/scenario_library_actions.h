#pragma once
// File ▸ New from Generator… and File ▸ Open Example ▸ Browse Examples…: where new scenarios
// come from besides files.

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace disklab {

class FileController;
class ScenarioDocument;

class ScenarioLibraryActions : public QObject {
    Q_OBJECT
public:
    /// `dialogParent` parents the dialogs. GUI thread.
    ScenarioLibraryActions(ScenarioDocument& document, FileController& files, QWidget* dialogParent);

    /// Puts New from Generator… after `newAction` in `fileMenu`, and Browse Examples… at the top
    /// of `examplesMenu` (call again after the examples menu is refilled).
    void addToFileMenu(QMenu* fileMenu, QAction* newAction);
    void addToExamplesMenu(QMenu* examplesMenu);

    QAction* newFromGenerator;
    QAction* browseExamples;

    /// New from Generator… with the generator `kind` ("diffusion") selected; the first if empty.
    void generate(const QString& kind = QString());

private:
    void browse();

    ScenarioDocument& m_document;
    FileController& m_files;
    QWidget* m_dialogParent;
};

} // namespace disklab
