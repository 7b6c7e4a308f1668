#include "app/files/example_browser.h"

#include "app/files/example_scenarios.h"
#include "app/view/scenario_thumbnail.h"
#include "app/window/interface_language.h"
#include "core/scenario_text.h"
#include "io/scenario_file.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace disklab {
namespace {
const QSize kThumbnail(160, 110);
}

ExampleBrowser::ExampleBrowser(const QString& directory, QWidget* parent) : QDialog(parent), m_list(new QListWidget)
{
    setWindowTitle(tr("Examples"));
    m_list->setIconSize(kThumbnail);
    m_list->setWordWrap(true);
    m_list->setSpacing(4);
    m_list->setUniformItemSizes(false);
    for (const ExampleScenario& example : listExampleScenarios(directory, InterfaceLanguage::current())) {
        // Legacy algs4 files may start with overlapping disks; show them anyway.
        LoadOptions options;
        options.validation.allowOverlaps = true;
        const LoadResult loaded = loadScenarioFile(example.path, options);
        QString text = QStringLiteral("%1\n").arg(example.title);
        auto* item = new QListWidgetItem;
        if (loaded.ok()) {
            const QString description = QString::fromStdString(
                localizedText(*loaded.scenario, InterfaceLanguage::current().toStdString()).description);
            text += description.isEmpty() ? QFileInfo(example.path).fileName() : description;
            item->setIcon(QIcon(QPixmap::fromImage(renderScenarioThumbnail(*loaded.scenario, kThumbnail))));
        } else {
            text += tr("Cannot be read: %1").arg(loaded.error);
        }
        item->setText(text);
        item->setData(Qt::UserRole, example.path);
        item->setToolTip(QFileInfo(example.path).fileName());
        m_list->addItem(item);
    }
    m_list->setCurrentRow(0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(760, 640);
}

QString ExampleBrowser::chosenPath() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

} // namespace disklab
