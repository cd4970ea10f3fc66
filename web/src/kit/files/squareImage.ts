/** An image made square in the browser before it is uploaded, with what was done to it. */
export type SquareImage = {
  readonly file: File;
  readonly width: number;
  readonly height: number;
  readonly cropped: boolean;
  readonly scaled: boolean;
};

const loadImage = (file: File): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image cannot be read'));
    };
    image.src = url;
  });

const blobOf = (canvas: HTMLCanvasElement, type: string): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));

/**
 * The centred square of the image, scaled down to `maxSide` when larger, in the file's own format (PNG stays PNG,
 * so transparency is kept). A square image no larger than that is sent untouched. When the browser cannot read
 * the image, the original goes to the server, which judges it by content.
 */
export const squareImage = async (file: File, maxSide: number): Promise<SquareImage> => {
  let image: HTMLImageElement;
  try {
    image = await loadImage(file);
  } catch {
    return { file, width: 0, height: 0, cropped: false, scaled: false };
  }
  const { naturalWidth: width, naturalHeight: height } = image;
  const side = Math.min(width, height);
  const target = Math.min(side, maxSide);
  const cropped = width !== height;
  const scaled = target < side;
  if (!cropped && !scaled) return { file, width, height, cropped, scaled };

  const canvas = document.createElement('canvas');
  canvas.width = target;
  canvas.height = target;
  const context = canvas.getContext('2d');
  if (!context) return { file, width, height, cropped: false, scaled: false };
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side, 0, 0, target, target);
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const blob = await blobOf(canvas, type);
  if (!blob) return { file, width, height, cropped: false, scaled: false };
  const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/jpeg' ? '.jpg' : '.png');
  return { file: new File([blob], name, { type }), width: target, height: target, cropped, scaled };
};

/** What the user reads after a square image was prepared: cropped, scaled, or smaller than recommended. */
export const squareImageNote = (image: SquareImage, recommended: number): string | null => {
  if (image.cropped) return `Cropped to the centred square, ${image.width}×${image.height} pixels.`;
  if (image.scaled) return `Scaled down to ${image.width}×${image.height} pixels.`;
  if (image.width > 0 && image.width < recommended)
    return `${image.width}×${image.height} pixels: smaller than the recommended ${recommended}×${recommended}, it may look blurred.`;
  return null;
};
