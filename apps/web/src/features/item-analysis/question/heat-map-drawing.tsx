import { LOCATION_SPACE } from '@roadmark/domain/analysis/analysis-rules';
import classes from './question-drawings.module.css';

export interface HeatCell {
  column: number;
  row: number;
  count: number;
}

export interface ImageArea {
  answerId: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A stretch of the 1920x1080 space as percentages of the image drawn over it, whatever its rendered size. */
export function placeOf(left: number, top: number, width: number, height: number) {
  return {
    left: `${(left / LOCATION_SPACE.width) * 100}%`,
    top: `${(top / LOCATION_SPACE.height) * 100}%`,
    width: `${(width / LOCATION_SPACE.width) * 100}%`,
    height: `${(height / LOCATION_SPACE.height) * 100}%`,
  };
}

/** The faintest a cell with any click is drawn, and the strongest (the busiest cell), so the picture shows through. */
const FAINTEST = 0.15;
const STRONGEST = 0.75;

/**
 * The question's image with where the drivers clicked drawn over it, a square per cell of the heat map (the more
 * clicks, the stronger its red), and each window's rectangle with its number (decorative: the tables carry the
 * figures). Everything is placed in percent of the 1920x1080 space, so it scales with the image.
 */
export function HeatMapDrawing({
  imageUrl,
  cellSize,
  cells,
  areas,
}: {
  imageUrl: string | null;
  cellSize: number;
  cells: readonly HeatCell[];
  areas: readonly ImageArea[];
}) {
  const busiest = Math.max(1, ...cells.map((cell) => cell.count));
  return (
    <div className={classes.picture}>
      {imageUrl ? <img src={imageUrl} alt="" className={classes.image} /> : <div className={classes.noImage} />}
      {cells.map((cell) => (
        <div
          key={`${cell.column}:${cell.row}`}
          className={classes.cell}
          data-heat-cell
          style={{
            ...placeOf(cell.column * cellSize, cell.row * cellSize, cellSize, cellSize),
            opacity: FAINTEST + (STRONGEST - FAINTEST) * (cell.count / busiest),
          }}
        />
      ))}
      {areas.map((area, index) => (
        <div
          key={area.answerId}
          className={classes.area}
          data-location-window
          style={placeOf(area.left, area.top, area.right - area.left, area.bottom - area.top)}
        >
          <span className={classes.areaNumber}>{index + 1}</span>
        </div>
      ))}
    </div>
  );
}
