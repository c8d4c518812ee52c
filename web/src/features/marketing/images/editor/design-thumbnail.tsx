import { Layer, Rect, Stage } from 'react-konva';
import { DESIGN_SIZES, type TDesignDocument } from '../../../../../../contract/marketing-images';
import { useDesignFont } from './canvas-assets';
import { ElementNode } from './canvas-elements';

const ignore = () => {};

/**
 * A design drawn small and still (issue 25): the gallery's live previews of its templates. The same element nodes
 * as the editor's, on a stage that takes no events, so a preview is exactly what the template opens as.
 */
export function DesignThumbnail({ document, width }: { document: TDesignDocument; width: number }) {
  const size = DESIGN_SIZES[document.size];
  const scale = width / size.width;
  const font = useDesignFont(document.elements.flatMap((element) => (element.type === 'text' ? [element.text] : [])));
  const height = Math.round(size.height * scale);
  if (!font.isReady) return <div className="mi-thumbnail mi-thumbnail--loading" style={{ width, height }} />;
  return (
    <div className="mi-thumbnail" aria-hidden>
      <Stage width={width} height={height} listening={false}>
        <Layer scaleX={scale} scaleY={scale}>
          <Rect width={size.width} height={size.height} fill={document.background} />
          {document.elements.map((element) => (
            <ElementNode
              key={element.id}
              element={element}
              fontVersion={font.version}
              isSelected={false}
              isTouch
              registerNode={ignore}
              onSelect={ignore}
              onEditText={ignore}
              onMove={ignore}
              onTransformed={ignore}
            />
          ))}
        </Layer>
      </Stage>
    </div>
  );
}
