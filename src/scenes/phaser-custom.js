/**
 * A slimmer Phaser for the bundle: Phaser 4's own source with only what a card table uses (no physics,
 * tilemaps, Phaser sound — howler plays our audio — particles, meshes or video). vite.config.ts aliases
 * `phaser` to this file for builds; types still come from the phaser package. If a scene needs a missing game
 * object or file type, add its class, Factory and Creator here (the e2e tests fail loudly when one is missing).
 */
import 'phaser-src/polyfills/requestVideoFrame';
import CONST from 'phaser-src/const';
import Extend from 'phaser-src/utils/object/Extend';
import Animations from 'phaser-src/animations';
import BlendModes from 'phaser-src/renderer/BlendModes';
import Cache from 'phaser-src/cache';
import Cameras2D from 'phaser-src/cameras/2d';
import CoreNS from 'phaser-src/core';
import ClassFn from 'phaser-src/utils/Class';
import DataNS from 'phaser-src/data';
import DisplayNS from 'phaser-src/display';
import DOMNS from 'phaser-src/dom';
import EventsNS from 'phaser-src/events';
import FiltersNS from 'phaser-src/filters';
import GameClass from 'phaser-src/core/Game';
import GeomNS from 'phaser-src/geom';
import InputNS from 'phaser-src/input';
import MathNS from 'phaser-src/math';
import PluginsNS from 'phaser-src/plugins';
import RendererNS from 'phaser-src/renderer';
import ScaleNS from 'phaser-src/scale';
import ScaleModesNS from 'phaser-src/renderer/ScaleModes';
import SceneClass from 'phaser-src/scene/Scene';
import ScenesNS from 'phaser-src/scene';
import StructsNS from 'phaser-src/structs';
import TexturesNS from 'phaser-src/textures';
import TimeNS from 'phaser-src/time';
import TintModesNS from 'phaser-src/renderer/TintModes';
import TweensNS from 'phaser-src/tweens';
import UtilsNS from 'phaser-src/utils';

import GOEvents from 'phaser-src/gameobjects/events';
import DisplayList from 'phaser-src/gameobjects/DisplayList';
import GameObjectCreator from 'phaser-src/gameobjects/GameObjectCreator';
import GameObjectFactory from 'phaser-src/gameobjects/GameObjectFactory';
import UpdateList from 'phaser-src/gameobjects/UpdateList';
import Components from 'phaser-src/gameobjects/components';
import GetCalcMatrix from 'phaser-src/gameobjects/GetCalcMatrix';
import BuildGameObject from 'phaser-src/gameobjects/BuildGameObject';
import GameObject from 'phaser-src/gameobjects/GameObject';
import Container from 'phaser-src/gameobjects/container/Container';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics';
import Image from 'phaser-src/gameobjects/image/Image';
import Layer from 'phaser-src/gameobjects/layer/Layer';
import Sprite from 'phaser-src/gameobjects/sprite/Sprite';
import Text from 'phaser-src/gameobjects/text/Text';
import TextStyle from 'phaser-src/gameobjects/text/TextStyle';
import MeasureText from 'phaser-src/gameobjects/text/MeasureText';
import Zone from 'phaser-src/gameobjects/zone/Zone';
import Shape from 'phaser-src/gameobjects/shape/Shape';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle';
import Arc from 'phaser-src/gameobjects/shape/arc/Arc';
import Ellipse from 'phaser-src/gameobjects/shape/ellipse/Ellipse';
import RenderTexture from 'phaser-src/gameobjects/rendertexture/RenderTexture';
// Factories and creators register themselves with the scene's `add` and `make` when imported.
import 'phaser-src/gameobjects/container/ContainerFactory';
import 'phaser-src/gameobjects/container/ContainerCreator';
import 'phaser-src/gameobjects/graphics/GraphicsFactory';
import 'phaser-src/gameobjects/graphics/GraphicsCreator';
import 'phaser-src/gameobjects/image/ImageFactory';
import 'phaser-src/gameobjects/image/ImageCreator';
import 'phaser-src/gameobjects/layer/LayerFactory';
import 'phaser-src/gameobjects/layer/LayerCreator';
import 'phaser-src/gameobjects/sprite/SpriteFactory';
import 'phaser-src/gameobjects/sprite/SpriteCreator';
import 'phaser-src/gameobjects/text/TextFactory';
import 'phaser-src/gameobjects/text/TextCreator';
import 'phaser-src/gameobjects/zone/ZoneFactory';
import 'phaser-src/gameobjects/zone/ZoneCreator';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory';
import 'phaser-src/gameobjects/shape/arc/ArcFactory';
import 'phaser-src/gameobjects/shape/ellipse/EllipseFactory';
import 'phaser-src/gameobjects/rendertexture/RenderTextureFactory';
import 'phaser-src/gameobjects/rendertexture/RenderTextureCreator';

import File from 'phaser-src/loader/File';
import FileTypesManager from 'phaser-src/loader/FileTypesManager';
import LoaderPlugin from 'phaser-src/loader/LoaderPlugin';
import LoaderEvents from 'phaser-src/loader/events';
import MultiFile from 'phaser-src/loader/MultiFile';
import ImageFile from 'phaser-src/loader/filetypes/ImageFile';
import JSONFile from 'phaser-src/loader/filetypes/JSONFile';
import SVGFile from 'phaser-src/loader/filetypes/SVGFile';
import FontFile from 'phaser-src/loader/filetypes/FontFile';
import TextFile from 'phaser-src/loader/filetypes/TextFile';
import SpriteSheetFile from 'phaser-src/loader/filetypes/SpriteSheetFile';
import AtlasJSONFile from 'phaser-src/loader/filetypes/AtlasJSONFile';

export const Cameras = { Scene2D: Cameras2D };
export const GameObjects = {
  Events: GOEvents, DisplayList, GameObjectCreator, GameObjectFactory, UpdateList, Components, GetCalcMatrix, BuildGameObject, GameObject,
  Container, Graphics, Image, Layer, Sprite, Text, TextStyle, MeasureText, Zone, Shape, Rectangle, Arc, Ellipse, RenderTexture,
};
export const Loader = {
  Events: LoaderEvents, File, FileTypesManager, LoaderPlugin, MultiFile,
  FileTypes: { ImageFile, JSONFile, SVGFile, FontFile, TextFile, SpriteSheetFile, AtlasJSONFile },
};
export {
  Animations, BlendModes, Cache, CoreNS as Core, ClassFn as Class, DataNS as Data, DisplayNS as Display, DOMNS as DOM, EventsNS as Events,
  FiltersNS as Filters, GameClass as Game, GeomNS as Geom, InputNS as Input, MathNS as Math, PluginsNS as Plugins, RendererNS as Renderer,
  ScaleNS as Scale, ScaleModesNS as ScaleModes, SceneClass as Scene, ScenesNS as Scenes, StructsNS as Structs, TexturesNS as Textures,
  TimeNS as Time, TintModesNS as TintModes, TweensNS as Tweens, UtilsNS as Utils,
};
export const { AUTO, CANVAS, WEBGL, HEADLESS, VERSION, FOREVER, LEFT, RIGHT, UP, DOWN, NONE } = CONST;

const Phaser = Extend(false, {
  Animations, BlendModes, Cache, Cameras, Core: CoreNS, Class: ClassFn, Data: DataNS, Display: DisplayNS, DOM: DOMNS, Events: EventsNS,
  Filters: FiltersNS, Game: GameClass, GameObjects, Geom: GeomNS, Input: InputNS, Loader, Math: MathNS, Plugins: PluginsNS,
  Renderer: RendererNS, Scale: ScaleNS, ScaleModes: ScaleModesNS, Scene: SceneClass, Scenes: ScenesNS, Structs: StructsNS,
  Textures: TexturesNS, Time: TimeNS, TintModes: TintModesNS, Tweens: TweensNS, Utils: UtilsNS,
}, CONST);
export default Phaser;
