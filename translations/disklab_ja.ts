<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AddDisksCommand</name>
    <message numerus="yes">
        <source>Add %n disk(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddSegmentCommand</name>
    <message>
        <source>Add interior wall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundaryCommand</name>
    <message>
        <source>Make box periodic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give box walls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoxSizeCommand</name>
    <message>
        <source>Set box size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteDisksCommand</name>
    <message numerus="yes">
        <source>Delete %n disk(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiskField</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditSegmentCommand</name>
    <message>
        <source>Change interior wall %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneratorCatalog</name>
    <message>
        <source>Empty box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GravityCommand</name>
    <message>
        <source>Set gravity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveDisksCommand</name>
    <message numerus="yes">
        <source>Move %n disk(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PasteDisksCommand</name>
    <message numerus="yes">
        <source>Paste %n disk(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveSegmentCommand</name>
    <message>
        <source>Delete interior wall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunControlPanel</name>
    <message>
        <source>Run settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time units per wall-clock second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time step &amp;dt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step of the time-driven engine, in simulated time units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collisions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running at:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetDiskPropertyCommand</name>
    <message numerus="yes">
        <source>Set %1 of %n disk(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetVelocityCommand</name>
    <message numerus="yes">
        <source>Set velocity of %n disk(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallMotionCommand</name>
    <message>
        <source>Set motion of the %1 wall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ChartDock</name>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image (PNG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector Image (SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ChartExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ComparisonPane</name>
    <message>
        <source>overlapping now (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a missed collision (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ComparisonWindow</name>
    <message>
        <source>Time-driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DiskLab: Compare Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step dt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broad phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at t =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event-driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlaps now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlaps in total (summed over steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deepest overlap (fraction of contact distance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy drift (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentum drift (relative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall seconds per simulated time unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps / events per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trajectory deviation, mean [length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trajectory deviation, max [length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First different collision at t =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::DiffusionDock</name>
    <message>
        <source>Diffusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log-log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most disks tracked, spread evenly over the disk indices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure displacements from the current state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured MSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ballistic 2(kT/m) t²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diffusive fit 4 D t + c</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>D = %1 (%n disks)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>D: not enough data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time since start [time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean-square displacement [length^2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ballistic 2(kT/m) t^2 [length^2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diffusive fit 4 D t + c [length^2]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::DiskPropertiesPanel</name>
    <message>
        <source>Disk Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disk selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n disks selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::DiskTableDock</name>
    <message>
        <source>Disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter (label, colour, any value)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a cell to edit it; with several rows selected the value goes to all of them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected disks and delete them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected disks (as scenario JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste disks under the pointer (or beside where they were copied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause and edit the scenario at t = 0 (Play leaves edit mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a rectangle to select; drag selected disks to move them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to add a disk like the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Velocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag an arrow out of a disk to set its velocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to draw an interior wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;parate Overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move overlapping disks apart, each as little as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::EditModeController</name>
    <message>
        <source>Scenario Has Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulation cannot start until these are fixed (they are marked in red):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Separate Overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the marked problems before running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No overlapping disks to separate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Moved %n disk(s) apart</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not separate every disk: the box may be too full</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n disk(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no disks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::EventLogDock</name>
    <message>
        <source>Event Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk-disk only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk-wall only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only collisions of this disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Event Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::EventLogModel</name>
    <message>
        <source>pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk or wall b</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ExampleBrowser</name>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::FileController</name>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Do you want to save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 with warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario: the default ideal gas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json *.txt);;DiskLab scenarios (*.json);;algs4 text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DiskLab scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import algs4 File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algs4 text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as algs4 Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algs4 text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported with Omissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The algs4 format cannot hold everything in this scenario:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export View as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DiskLab could not write “%1”.

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::GeneratorDialog</name>
    <message>
        <source>New from Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::HelpDialogs</name>
    <message>
        <source>User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide is not installed on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide is at:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About DiskLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;DiskLab %1&lt;/h3&gt;&lt;p&gt;A workbench for hard-disk dynamics: ideal gases, billiards, diffusion, Brownian motion and pistons, simulated exactly (event-driven) and with a fixed time step (time-driven).&lt;/p&gt;&lt;p&gt;Copyright © the DiskLab authors.&lt;/p&gt;&lt;p&gt;DiskLab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2. The algs4 file format is that of Sedgewick and Wayne&apos;s &lt;i&gt;Algorithms, 4th edition&lt;/i&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::LaunchOptions</name>
    <message>
        <source>DiskLab, a hard-disk dynamics workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario to open (.json or algs4 .txt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the file even if disks overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start playing at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::LoadErrorPrompt</name>
    <message>
        <source>Cannot Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DiskLab cannot open “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Apart from overlapping disks the file is fine. You can load it anyway: overlapping disks that approach each other collide at once and separate.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;Anyway</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::MainActions</name>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new scenario from the default ideal gas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a scenario file (.json or algs4 .txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import algs4 .txt…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Princeton algs4 CollisionSystem file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algs4 .&amp;txt…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the scenario as an algs4 text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the simulation view as a PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit DiskLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <source>Run or pause the simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step One &amp;Event</source>
        <translation>1 イベント進める(&amp;E)</translation>
    </message>
    <message>
        <source>Shift+Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance to the next collision (one time step for the time-driven engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step One &amp;Frame</source>
        <translation>1 フレーム進める(&amp;F)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance by one frame at the current speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to Initial State</source>
        <translation>初期状態に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the scenario&apos;s t = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double the simulated time per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+[</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halve the simulated time per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event-Driven (Exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact simulation: a priority queue of predicted collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time-Driven (Fixed dt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed time step with overlap checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;Step dt…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the time-driven engine&apos;s step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>全体を表示(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magnify the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shrink the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by &amp;Speed</source>
        <translation>速さで色分け(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour disks from slow (blue) to fast (red)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trails for Selected Disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the path of each selected disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Se&amp;lection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deselect all disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame &amp;Rate Overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show frames per second and paint time on the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the whole screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the DiskLab user guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About DiskLab</source>
        <translation>DiskLab について(&amp;A)</translation>
    </message>
    <message>
        <source>Shift+F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Qt toolkit&apos;s version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>サンプルを開く(&amp;X)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>シミュレーション(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>エンジン(&amp;N)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Compare Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the time-driven and the event-driven engine side by side from this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure &amp;Scaling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure each engine&apos;s cost per simulated time unit on gases of 250 to 8000 disks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::MainWindow</name>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected disk %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Selected %n disks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Simulation error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario asks for an engine this build lacks; using the event-driven one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time-driven engine is not available in this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time step dt of the time-driven engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No examples found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::NumberField</name>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::PerformanceDock</name>
    <message>
        <source>Performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall time per frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events or steps per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event queue size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time per frame [ms]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events or steps per second [1/s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event queue size [events]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time-driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time [time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time per frame, %1 [ms]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events per second, %1 [1/s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps per second, %1 [1/s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event queue size, %1 [events]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::PngOptionsDialog</name>
    <message>
        <source>PNG Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate Overlaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move overlapping disks apart, each as little as possible (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: the scenario can run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); the simulation will not start until they are fixed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>disklab::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::RunControlDock</name>
    <message>
        <source>Run Controls</source>
        <translation>実行コントロール</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-driven (fixed dt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available in this build yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per second (the CPU cannot keep up with %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ScalingDock</name>
    <message>
        <source>naive stepper O(N²)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grid stepper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the cost of each engine on periodic gases of 250 to 8000 disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disks N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall seconds per simulated time unit [s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, wall seconds per simulated time unit [s]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioLibraryActions</name>
    <message>
        <source>New from &amp;Generator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a gas, lattice, billiards rack, diffusion, piston, … from parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse Examples…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shipped scenarios with pictures and what to observe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioPropertiesPanel</name>
    <message>
        <source>Delete Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Periodic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Degrees counter-clockwise from +x: 270 points down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction (°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving walls (pistons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops at t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along +x for left and right, +y for bottom and top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interior walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw walls with the wall tool; an empty remove time keeps the wall for the whole run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioValidity</name>
    <message>
        <source>Disk %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::SceneEditOverlay</name>
    <message>
        <source>Edit mode: select and move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit mode: add disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit mode: set velocities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit mode: draw walls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::SegmentTableModel</name>
    <message>
        <source>x0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::SimulationView</name>
    <message>
        <source>Click a disk to select it (Ctrl+click adds), drag to pan, wheel to zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FPS · paint %2 ms (max %3) · N = %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::SpeedColourMap</name>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
</context>
<context>
    <name>disklab::SpeedDistributionDock</name>
    <message>
        <source>Speed Distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per species</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Components vx, vy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of histogram bins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instantaneous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames pooled into the histogram: 1 is the instantaneous distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average over:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaussian at kT = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann, m = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D Maxwell-Boltzmann at kT = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>velocity component [length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed |v| [length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probability density [time/length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n samples</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Speeds: Kolmogorov-Smirnov distance to Maxwell-Boltzmann %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vx bin centre [length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed bin centre [length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>density [time/length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaussian density [time/length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann density [time/length]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::StatusBarPresenter</name>
    <message>
        <source>Simulated time, in the scenario&apos;s time units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events processed: collisions, cell crossings, wall stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collisions: disk-disk and disk-wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames drawn per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collisions %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time-driven, dt = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::TimeSeriesDock</name>
    <message>
        <source>Time Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinetic energy and temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pressure: walls and ideal gas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P-V diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured at the walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal gas N k T / A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kinetic energy [energy]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pressure [force/length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>momentum [mass length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature kT [energy]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time [time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall pressure [force/length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal-gas pressure N k T / A [force/length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>momentum x [mass length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>momentum y [mass length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|momentum| [mass length/time]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area A [length^2]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>disklab::UndoHistoryDock</name>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened scenario&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
