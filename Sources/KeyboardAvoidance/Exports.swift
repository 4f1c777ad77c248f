// What every target that imports the avoidance core sees through it: the geometry (`Rect`, `Point`, `Size`,
// `EdgeInsets`) and the designer's pictures (`DesignBitmap`) from the leaf target LabGeometry, and the lab's one error
// (`LabError`) from LabText. Both sit under the drawing and SDL layers too, so an edit of the core never rebuilds them.
@_exported import LabGeometry
@_exported import LabText
