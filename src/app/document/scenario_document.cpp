#include "app/document/scenario_document.h"

#include <QFileInfo>
#include <QUndoStack>

namespace disklab {

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_selection(new DiskSelection(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this] {
        emit modifiedChanged(isModified());
        emit titleChanged();
    });
}

QString ScenarioDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    if (!m_sourceName.isEmpty())
        return m_sourceName;
    return tr("Untitled");
}

bool ScenarioDocument::isModified() const
{
    return m_modifiedOutsideUndo || !m_undoStack->isClean();
}

void ScenarioDocument::replace(const Scenario& scenario, const QString& filePath, const QString& sourceName,
                               bool modified)
{
    emit diskCountAboutToChange();
    m_scenario = scenario;
    m_selection->set({}, 0);
    m_filePath = filePath;
    m_sourceName = sourceName;
    m_undoStack->clear();
    m_modifiedOutsideUndo = modified;
    emit diskCountChanged();
    emit settingsChanged();
    emit segmentsChanged();
    emit textChanged();
    emit replaced();
    emit modifiedChanged(isModified());
    emit titleChanged();
}

void ScenarioDocument::markSaved(const QString& filePath)
{
    m_filePath = filePath;
    m_undoStack->setClean();
    setModifiedOutsideUndo(false);
    emit titleChanged();
}

void ScenarioDocument::push(QUndoCommand* command)
{
    m_undoStack->push(command);
}

void ScenarioDocument::applyEdit(EditScope scope, const std::function<void(Scenario&)>& change, const QList<int>& disks)
{
    if (scope == EditScope::DiskCount)
        emit diskCountAboutToChange();
    const EngineConfig engineBefore = m_scenario.engine;
    change(m_scenario);
    switch (scope) {
    case EditScope::DiskValues: emit disksChanged(disks); break;
    case EditScope::DiskCount: {
        emit diskCountChanged();
        // Indices past the end no longer name a disk.
        setSelection(m_selection->disks());
        break;
    }
    case EditScope::Settings: emit settingsChanged(); break;
    case EditScope::Segments: emit segmentsChanged(); break;
    case EditScope::Text: emit textChanged(); break;
    case EditScope::Engine: break;
    }
    if (scope != EditScope::Engine)
        emit edited();
    if (m_scenario.engine != engineBefore)
        emit engineChanged(scope == EditScope::Engine);
}

void ScenarioDocument::setSelection(const QList<int>& disks)
{
    m_selection->set(disks, int(m_scenario.disks.size()));
}

void ScenarioDocument::setModifiedOutsideUndo(bool modified)
{
    const bool before = isModified();
    m_modifiedOutsideUndo = modified;
    if (isModified() != before) {
        emit modifiedChanged(isModified());
        emit titleChanged();
    }
}

} // namespace disklab
