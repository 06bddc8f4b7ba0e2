// Reads a component's props from its TypeScript types with the compiler API, so the workbench's
// props tables (stories/docs/generated/props.json) are generated from the code, never copied.
// A function component's props are its first parameter's type; a styled component's own props are
// the type argument it is declared with (styled('button')<VariantProps>(...)); a styled element
// without one has no props of its own beyond the element's attributes.
import { join } from 'node:path';
import ts from 'typescript';

export interface ExtractedProp {
  name: string;
  type: string;
  required: boolean;
  /** The default written in the component's parameter destructuring, as source text. */
  default: string | null;
}

export interface ComponentRef {
  file: string;
  export: string;
}

export function createPropsReader(projectRoot: string, files: readonly string[]) {
  const configPath = join(projectRoot, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, projectRoot);
  const program = ts.createProgram({
    rootNames: files.map((file) => join(projectRoot, file)),
    options: { ...parsed.options, noEmit: true },
  });
  const checker = program.getTypeChecker();

  const typeText = (type: ts.Type, at: ts.Node) =>
    checker
      .typeToString(type, at, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope)
      .replace(/\s+/g, ' ');

  function propsOf(type: ts.Type, at: ts.Node, defaults: Map<string, string>): ExtractedProp[] {
    return checker.getPropertiesOfType(type).map((symbol) => {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0] ?? at;
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      // The type as written in the props interface (ReactNode, Ref<…>), else as the checker prints it.
      const written = ts.isPropertySignature(declaration) && declaration.type ? declaration.type.getText().replace(/\s+/g, ' ') : null;
      let propType = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      if (optional) propType = checker.getNonNullableType(propType);
      return { name: symbol.getName(), type: written ?? typeText(propType, declaration), required: !optional, default: defaults.get(symbol.getName()) ?? null };
    });
  }

  function defaultsOf(parameter: ts.ParameterDeclaration): Map<string, string> {
    const defaults = new Map<string, string>();
    if (!ts.isObjectBindingPattern(parameter.name)) return defaults;
    for (const element of parameter.name.elements) {
      const key = element.propertyName ?? element.name;
      if (element.initializer && ts.isIdentifier(key)) defaults.set(key.text, element.initializer.getText());
    }
    return defaults;
  }

  return function read({ file, export: name }: ComponentRef): ExtractedProp[] {
    const source = program.getSourceFile(join(projectRoot, file));
    if (!source) throw new Error(`${file} is not part of the program`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === name);
    const declaration = exported?.valueDeclaration ?? exported?.declarations?.[0];
    if (!declaration) throw new Error(`${file} exports no ${name}`);

    if (ts.isFunctionDeclaration(declaration)) {
      const parameter = declaration.parameters[0];
      if (!parameter) return [];
      return propsOf(checker.getTypeAtLocation(parameter), parameter, defaultsOf(parameter));
    }
    if (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isCallExpression(declaration.initializer)) {
      const typeArgument = declaration.initializer.typeArguments?.[0];
      if (!typeArgument) return [];
      return propsOf(checker.getTypeFromTypeNode(typeArgument), typeArgument, new Map());
    }
    throw new Error(`${file}#${name} is neither a function component nor a styled component`);
  };
}
