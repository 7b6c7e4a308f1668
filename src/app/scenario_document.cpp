#include "app/scenario_document.h"

#include <QFileInfo>
#include <QUndoStack>

namespace disklab {

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent), m_undoStack(new QUndoStack(this))
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
    m_scenario = scenario;
    m_filePath = filePath;
    m_sourceName = sourceName;
    m_undoStack->clear();
    m_modifiedOutsideUndo = modified;
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

void ScenarioDocument::setEngineSettings(const EngineSettings& settings)
{
    if (settings == m_scenario.engine)
        return;
    m_scenario.engine = settings;
    setModifiedOutsideUndo(true);
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
