#include "app/files/example_browser.h"

#include "app/widgets/scaled_fonts.h"
#include "app/files/example_lessons.h"
#include "app/view/scenario_thumbnail.h"
#include "app/platform/interface_language.h"
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
/// A lesson's heading, against its examples' text.
constexpr double kHeadingScale = 1.3;

/// An example with its picture, title and what to observe.
QListWidgetItem* exampleItem(const ExampleScenario& example)
{
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
        text += ExampleBrowser::tr("Cannot be read: %1").arg(loaded.error);
    }
    item->setText(text);
    item->setData(Qt::UserRole, example.path);
    item->setToolTip(QFileInfo(example.path).fileName());
    return item;
}

} // namespace

ExampleBrowser::ExampleBrowser(const QString& directory, QWidget* parent) : QDialog(parent), m_list(new QListWidget)
{
    setWindowTitle(tr("Examples"));
    m_list->setIconSize(kThumbnail);
    m_list->setWordWrap(true);
    m_list->setSpacing(4);
    m_list->setUniformItemSizes(false);
    for (const ExampleLesson& lesson : listExampleLessons(directory, InterfaceLanguage::current())) {
        // The lesson's title heads its examples; it cannot be chosen.
        auto* heading = new QListWidgetItem(lesson.title);
        QFont font = m_list->font();
        font.setBold(true);
        heading->setFont(scaledFont(font, kHeadingScale));
        heading->setFlags(Qt::ItemIsEnabled);
        m_list->addItem(heading);
        for (const ExampleScenario& example : lesson.examples)
            m_list->addItem(exampleItem(example));
    }
    // The first lesson's first example: where the teacher's guide starts.
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->flags() & Qt::ItemIsSelectable) {
            m_list->setCurrentRow(row);
            break;
        }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, [this](const QListWidgetItem* item) {
        if (!item->data(Qt::UserRole).toString().isEmpty())
            accept();
    });
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
